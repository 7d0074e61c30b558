# The module quarry, for editors' completion and type checkers.
# Generated from the operation registry (model/operations) by
# `cmake --build BUILD --target operations_reference`; do not edit.
from typing import Any, Literal, overload

class Error(Exception): ...

class Mesh:
    """A mesh as it was when read (a snapshot)."""
    name: str
    vertex_count: int
    triangle_count: int
    material: str | None

class Joint:
    """A joint as it was when read (a snapshot)."""
    name: str
    parent: int

class Animation:
    """An animation as it was when read (a snapshot)."""
    name: str
    frame_rate: float
    frame_count: int
    loop: bool
    duration: float

class Material:
    """A material as it was when read (a snapshot)."""
    name: str
    textures: dict[str, str]

class Document:
    """An open model with its undo history and selection."""
    @property
    def meshes(self) -> list[Mesh]: ...
    @property
    def joints(self) -> list[Joint]: ...
    @property
    def animations(self) -> list[Animation]: ...
    @property
    def materials(self) -> list[Material]: ...
    @property
    def path(self) -> str | None: ...
    time: float
    animation: int | None
    @property
    def modified(self) -> bool: ...
    @property
    def message(self) -> str: ...
    @property
    def warnings(self) -> list[str]: ...
    def positions(self, mesh: int | str) -> list[tuple[float, float, float]]: ...
    def normals(self, mesh: int | str) -> list[tuple[float, float, float]]: ...
    def texcoords(self, mesh: int | str, set: int = 0) -> list[tuple[float, float]]: ...
    def triangles(self, mesh: int | str) -> list[tuple[int, int, int]]: ...
    def weights(self, mesh: int | str, vertex: int) -> list[tuple[int, float]]: ...
    def joint_world_positions(self, animation: int | str | None = None, time: float = 0.0) -> list[tuple[float, float, float]]: ...
    def select(self, *, meshes: Any = None, vertices: Any = None, faces: Any = None, joints: Any = None,
               materials: Any = None, animations: Any = None) -> None: ...
    def undo(self) -> bool: ...
    def redo(self) -> bool: ...
    def save(self, path: str) -> None: ...
    def export(self, path: str, **settings: Any) -> list[str]: ...
    def copy(self) -> Document: ...
    def compare(self, other: str | Document, times: int | list[float] | None = None, tolerance: float = 0.005) -> dict[str, Any]: ...
    def __eq__(self, other: object) -> bool: ...
    def __ne__(self, other: object) -> bool: ...
    @overload
    def run(self, operation_id: Literal["delete"]) -> Any:
        """Model > Delete"""
    @overload
    def run(self, operation_id: Literal["mergeMeshes"]) -> Any:
        """Model > Merge Meshes"""
    @overload
    def run(self, operation_id: Literal["splitBySelection"]) -> Any:
        """Model > Split by Selection"""
    @overload
    def run(self, operation_id: Literal["splitLooseParts"]) -> Any:
        """Model > Split into Loose Parts"""
    @overload
    def run(self, operation_id: Literal["flipWinding"]) -> Any:
        """Model > Flip Winding"""
    @overload
    def run(self, operation_id: Literal["flipNormals"]) -> Any:
        """Model > Flip Normals"""
    @overload
    def run(self, operation_id: Literal["recomputeNormals"], *, mode: Literal["angle", "smoothing_groups"] = "angle", angle: float = 60.0) -> Any:
        """Model > Recompute Normals"""
    @overload
    def run(self, operation_id: Literal["weld"], *, tolerance: float = 1e-05, position_only: bool = False) -> Any:
        """Model > Weld Vertices"""
    @overload
    def run(self, operation_id: Literal["unweld"]) -> Any:
        """Model > Unweld Vertices"""
    @overload
    def run(self, operation_id: Literal["scaleBy"], *, factor: float = 1.0) -> Any:
        """Model > Scale"""
    @overload
    def run(self, operation_id: Literal["scaleToHeight"], *, height: float = 56.0) -> Any:
        """Model > Scale to Height"""
    @overload
    def run(self, operation_id: Literal["rotate"], *, angles: tuple[float, float, float] = (0.0, 0.0, 0.0)) -> Any:
        """Model > Rotate"""
    @overload
    def run(self, operation_id: Literal["translate"], *, offset: tuple[float, float, float] = (0.0, 0.0, 0.0)) -> Any:
        """Model > Translate"""
    @overload
    def run(self, operation_id: Literal["moveVertices"], *, offset: tuple[float, float, float] = (0.0, 0.0, 0.0), frames: Literal["automatic", "every", "shown"] = "automatic") -> Any:
        """Model > Move Vertices"""
    @overload
    def run(self, operation_id: Literal["yUpToZUp"]) -> Any:
        """Model > Y-up to Z-up"""
    @overload
    def run(self, operation_id: Literal["zUpToYUp"]) -> Any:
        """Model > Z-up to Y-up"""
    @overload
    def run(self, operation_id: Literal["dropToGround"]) -> Any:
        """Model > Drop to Ground"""
    @overload
    def run(self, operation_id: Literal["centre"]) -> Any:
        """Model > Centre"""
    @overload
    def run(self, operation_id: Literal["normalizeWeights"]) -> Any:
        """Model > Normalize Weights"""
    @overload
    def run(self, operation_id: Literal["limitInfluences"], *, max_influences: int = 4) -> Any:
        """Model > Limit Influences"""
    @overload
    def run(self, operation_id: Literal["removeUnusedJoints"]) -> Any:
        """Model > Remove Unused Joints"""
    @overload
    def run(self, operation_id: Literal["renameJoints"], *, pattern: str = "^Bip01[ _]", replacement: str = "") -> Any:
        """Model > Rename Joints by Pattern"""
    @overload
    def run(self, operation_id: Literal["addJoint"], *, name: str = "joint", parent: int | str | None = None, position: tuple[float, float, float] = (0.0, 0.0, 0.0)) -> Any:
        """Model > Add Joint"""
    @overload
    def run(self, operation_id: Literal["moveJoint"], *, joint: int | str | None = None, translation: tuple[float, float, float] = (0.0, 0.0, 0.0), rotation: tuple[float, float, float] = (0.0, 0.0, 0.0), keep_mesh: bool = True, move_children: bool = True) -> Any:
        """Model > Move Joint"""
    @overload
    def run(self, operation_id: Literal["reparentJoint"], *, joint: int | str | None = None, parent: int | str | None = None) -> Any:
        """Model > Reparent Joint"""
    @overload
    def run(self, operation_id: Literal["fixTexturePaths"], *, strip_directories: bool = True, extension: str = "") -> Any:
        """Model > Fix Texture Paths"""
    @overload
    def run(self, operation_id: Literal["validate"], *, base_directory: str = "") -> Any:
        """Model > Validate"""
    @overload
    def run(self, operation_id: Literal["addClip"], *, name: str = "", fps: float = 30.0, duration: float = 1.0) -> Any:
        """Animation > New Clip"""
    @overload
    def run(self, operation_id: Literal["renameClip"], *, animation: int | str | None = None, name: str = "clip") -> Any:
        """Animation > Rename Clip"""
    @overload
    def run(self, operation_id: Literal["duplicateClip"], *, animation: int | str | None = None) -> Any:
        """Animation > Duplicate Clip"""
    @overload
    def run(self, operation_id: Literal["deleteClip"], *, animation: int | str | None = None) -> Any:
        """Animation > Delete Clip"""
    @overload
    def run(self, operation_id: Literal["setClipLoops"], *, animation: int | str | None = None, loop: bool = True) -> Any:
        """Animation > Clip Loops"""
    @overload
    def run(self, operation_id: Literal["resample"], *, animation: int | str | None = None, fps: float = 30.0) -> Any:
        """Animation > Set Frame Rate, Keep Timing"""
    @overload
    def run(self, operation_id: Literal["changeSpeed"], *, animation: int | str | None = None, fps: float = 30.0) -> Any:
        """Animation > Set Frame Rate, Keep Frames"""
    @overload
    def run(self, operation_id: Literal["splitClip"], *, animation: int | str | None = None, time: float = -1.0) -> Any:
        """Animation > Split Clip at Cursor"""
    @overload
    def run(self, operation_id: Literal["trimClip"], *, animation: int | str | None = None, first_frame: int = 0, last_frame: int = -1) -> Any:
        """Animation > Trim Clip to Range"""
    @overload
    def run(self, operation_id: Literal["extractRange"], *, animation: int | str | None = None, first_frame: int = 0, last_frame: int = -1) -> Any:
        """Animation > Extract Range to New Clip"""
    @overload
    def run(self, operation_id: Literal["joinClips"], *, animation: int | str | None = None, other: int | str | None = None) -> Any:
        """Animation > Join Another Clip"""
    @overload
    def run(self, operation_id: Literal["reverseRange"], *, animation: int | str | None = None, first_frame: int = 0, last_frame: int = -1) -> Any:
        """Animation > Reverse Range"""
    @overload
    def run(self, operation_id: Literal["makeLoopSeamless"], *, animation: int | str | None = None) -> Any:
        """Animation > Make Loop Seamless"""
    @overload
    def run(self, operation_id: Literal["insertKeys"], *, animation: int | str | None = None, joints: list[int | str] | int | str = [], morphs: str = "", time: float = -1.0) -> Any:
        """Timeline > Insert Keys at Cursor"""
    @overload
    def run(self, operation_id: Literal["deleteKeys"], *, animation: int | str | None = None, joints: list[int | str] | int | str = [], morphs: str = "", start: float = 0.0, end: float = -1.0) -> Any:
        """Timeline > Delete Keys"""
    @overload
    def run(self, operation_id: Literal["moveKeys"], *, animation: int | str | None = None, joints: list[int | str] | int | str = [], morphs: str = "", start: float = 0.0, end: float = -1.0, selected: bool = False, offset: float = 0.0, unit: Literal["seconds", "frames"] = "seconds", snap: Literal["none", "frames", "cursor"] = "none") -> Any:
        """Timeline > Move Keys"""
    @overload
    def run(self, operation_id: Literal["scaleKeys"], *, animation: int | str | None = None, joints: list[int | str] | int | str = [], morphs: str = "", start: float = 0.0, end: float = -1.0, selected: bool = False, factor: float = 1.0, pivot: float = -1.0, snap: bool = True) -> Any:
        """Timeline > Scale Keys"""
    @overload
    def run(self, operation_id: Literal["setInterpolation"], *, animation: int | str | None = None, joints: list[int | str] | int | str = [], morphs: str = "", start: float = 0.0, end: float = -1.0, selected: bool = False, mode: Literal["linear", "constant", "smooth"] = "linear") -> Any:
        """Timeline > Set Interpolation"""
    @overload
    def run(self, operation_id: Literal["selectKeys"], *, animation: int | str | None = None, joints: str = "", morphs: str = "", start: float = 0.0, end: float = -1.0) -> Any:
        """Timeline > Select Keys"""
    @overload
    def run(self, operation_id: Literal["retimeRange"], *, animation: int | str | None = None, start: float = 0.0, end: float = -1.0, new_end: float = 1.0, ease: Literal["linear", "slow_in", "slow_out", "slow_in_out", "curve"] = "linear", handles: str = "0.42 0 0.58 1") -> Any:
        """Timeline > Retime Range"""
    @overload
    def run(self, operation_id: Literal["copyKeys"], *, animation: int | str | None = None, joints: list[int | str] | int | str = [], morphs: str = "", start: float = 0.0, end: float = -1.0) -> Any:
        """Timeline > Copy Keys"""
    @overload
    def run(self, operation_id: Literal["pasteKeys"], *, animation: int | str | None = None, time: float = -1.0) -> Any:
        """Timeline > Paste Keys at Cursor"""
    @overload
    def run(self, operation_id: Literal["selectConnected"]) -> Any:
        """Select > Select Connected"""
    @overload
    def run(self, operation_id: Literal["growSelection"]) -> Any:
        """Select > Grow Selection"""
    @overload
    def run(self, operation_id: Literal["shrinkSelection"]) -> Any:
        """Select > Shrink Selection"""
    @overload
    def run(self, operation_id: Literal["invertSelection"]) -> Any:
        """Select > Invert Selection"""
    @overload
    def run(self, operation_id: Literal["selectByMaterial"]) -> Any:
        """Select > Select by Material"""
    @overload
    def run(self, operation_id: Literal["selectBoundary"]) -> Any:
        """Select > Select Boundary"""
    @overload
    def run(self, operation_id: Literal["selectNonManifold"]) -> Any:
        """Select > Select Non-Manifold"""
    @overload
    def run(self, operation_id: Literal["hide"]) -> Any:
        """Select > Hide"""
    @overload
    def run(self, operation_id: Literal["isolate"]) -> Any:
        """Select > Isolate"""
    @overload
    def run(self, operation_id: Literal["unhideAll"]) -> Any:
        """Select > Show All"""
    @overload
    def run(self, operation_id: Literal["deleteVertices"]) -> Any:
        """Model > Delete Vertices"""
    @overload
    def run(self, operation_id: Literal["deleteFaces"]) -> Any:
        """Model > Delete Faces"""
    @overload
    def run(self, operation_id: Literal["makeFace"]) -> Any:
        """Model > Make Face"""
    @overload
    def run(self, operation_id: Literal["fillHoles"]) -> Any:
        """Model > Fill Holes"""
    @overload
    def run(self, operation_id: Literal["mergeVertices"], *, to: Literal["centre", "last"] = "centre") -> Any:
        """Model > Merge Vertices"""
    @overload
    def run(self, operation_id: Literal["cleanUp"]) -> Any:
        """Model > Clean Up"""
    @overload
    def run(self, operation_id: Literal["duplicate"]) -> Any:
        """Model > Duplicate"""
    @overload
    def run(self, operation_id: Literal["mirror"], *, axis: Literal["x", "y", "z"] = "x", merge_seam: bool = True) -> Any:
        """Model > Mirror"""
    @overload
    def run(self, operation_id: Literal["subdivide"]) -> Any:
        """Model > Subdivide"""
    @overload
    def run(self, operation_id: Literal["extrude"], *, distance: float = 1.0) -> Any:
        """Model > Extrude"""
    @overload
    def run(self, operation_id: Literal["addPrimitive"], *, kind: Literal["cube", "sphere", "cylinder", "cone", "plane", "torus"] = "cube", size: float = 1.0, segments: int = 16) -> Any:
        """Model > Add Primitive"""
    @overload
    def run(self, operation_id: Literal["assignWeights"], *, joint: int | str | None = None, weight: float = 1.0, mode: Literal["replace", "add", "subtract"] = "replace", normalize: bool = True) -> Any:
        """Model > Assign to Joint"""
    @overload
    def run(self, operation_id: Literal["removeInfluence"], *, joint: int | str | None = None) -> Any:
        """Model > Remove Influence"""
    @overload
    def run(self, operation_id: Literal["singleInfluence"]) -> Any:
        """Model > Single Influence"""
    @overload
    def run(self, operation_id: Literal["autoWeights"], *, max_influences: int = 4, joints: list[int | str] | int | str = []) -> Any:
        """Model > Automatic Weights"""
    @overload
    def run(self, operation_id: Literal["mirrorWeights"], *, axis: Literal["auto", "x", "y", "z"] = "auto", name_rule: Literal["auto", ".L/.R", "_l/_r", "Left/Right", "L/R"] = "auto") -> Any:
        """Model > Mirror Weights"""
    @overload
    def run(self, operation_id: Literal["selectInfluenced"], *, joint: int | str | None = None, threshold: float = 0.0) -> Any:
        """Select > Select Influenced"""
    @overload
    def run(self, operation_id: Literal["selectUnweighted"]) -> Any:
        """Select > Select Unweighted"""
    @overload
    def run(self, operation_id: Literal["selectOverInfluenced"], *, max_influences: int = 4) -> Any:
        """Select > Select Over-Influenced"""
    @overload
    def run(self, operation_id: Literal["setKey"], *, animation: int | str | None = None, joint: int | str | None = None, time: float = -1.0, translation: tuple[float, float, float] | None = None, rotation: tuple[float, float, float] | None = None, scale: tuple[float, float, float] | None = None, morph: str = "", weight: float = 1.0, mesh: int | str | None = None) -> Any:
        """Animation > Set Key"""
    @overload
    def run(self, operation_id: Literal["copyPose"], *, animation: int | str | None = None, time: float = -1.0, joints: list[int | str] | int | str = []) -> Any:
        """Animation > Copy Pose"""
    @overload
    def run(self, operation_id: Literal["pastePose"], *, animation: int | str | None = None, time: float = -1.0, mirrored: bool = False, axis: Literal["auto", "x", "y", "z"] = "auto", name_rule: str = "auto") -> Any:
        """Animation > Paste Pose"""
    @overload
    def run(self, operation_id: Literal["mirrorPose"], *, animation: int | str | None = None, axis: Literal["auto", "x", "y", "z"] = "auto", range: str = "", name_rule: str = "auto") -> Any:
        """Animation > Mirror Pose"""
    @overload
    def run(self, operation_id: Literal["transformUVs"], *, translate_u: float = 0.0, translate_v: float = 0.0, rotate: float = 0.0, scale_u: float = 1.0, scale_v: float = 1.0, flip: Literal["none", "u", "v"] = "none", snap: int = 0, set: int = 0, translate: tuple[float, float] | None = None, scale: tuple[float, float] | None = None) -> Any:
        """UV > Transform UVs"""
    @overload
    def run(self, operation_id: Literal["projectUVs"], *, mode: Literal["planar", "box", "cylindrical", "spherical"] = "planar", axis: Literal["x", "y", "z", "view"] = "z", direction: tuple[float, float, float] = (0.0, 1.0, 0.0), fit: bool = True, set: int = 0) -> Any:
        """UV > Project UVs"""
    @overload
    def run(self, operation_id: Literal["fitUVs"], *, keep_aspect: bool = True, set: int = 0) -> Any:
        """UV > Fit UVs"""
    @overload
    def run(self, operation_id: Literal["alignUVs"], *, axis: Literal["u", "v"] = "u", to: Literal["min", "center", "max"] = "center", set: int = 0) -> Any:
        """UV > Align UVs"""
    @overload
    def run(self, operation_id: Literal["weldUVs"], *, set: int = 0) -> Any:
        """UV > Weld UVs"""
    @overload
    def run(self, operation_id: Literal["splitUVs"]) -> Any:
        """UV > Split UVs"""
    @overload
    def run(self, operation_id: Literal["copyUVSet"], *, from: int = 0, to: int = 1) -> Any:
        """UV > Copy UV Set"""
    @overload
    def run(self, operation_id: Literal["selectUVIsland"], *, set: int = 0) -> Any:
        """Selection > Select UV Island"""
    @overload
    def run(self, operation_id: Literal["exportUVLayout"], *, path: str = "", size: int = 1024, background: Literal["texture", "transparent"] = "texture", set: int = 0) -> Any:
        """File > Export UV Layout"""
    @overload
    def run(self, operation_id: str, **options: Any) -> Any: ...

def open(path: str, skeleton: str | None = None, animations: list[str] = [], materials: list[str] = [], meshes: list[str] = [], player: bool = False) -> Document: ...
def new() -> Document: ...
def operations() -> list[dict[str, Any]]: ...
