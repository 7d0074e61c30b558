# The readers (of models, of the files read beside them or named by them,
# and of the game palette's pack files and PCX) and the few model/ files they use: what the libFuzzer targets
# build instrumented (tests/fuzz/CMakeLists.txt), without the writers,
# Assimp and the rest of model/, which are not fuzzed and would triple the
# build. The glTF reader's parsing is tinygltf's (Debian's shared library,
# not instrumented): the fuzzing reaches what Quarry does with what it
# parsed. The ordinary test build links the same list on its own
# (tests/CMakeLists.txt, tst_fuzz_entries), so a reader that comes to need
# another file fails there, not only in the fuzz build.
set(quarry_fuzz_sources IoResult.cpp FramegroupsReader.cpp HugePages.cpp Progress.cpp
    iqe/IqeAssembly.cpp iqe/IqeFastLines.cpp iqe/IqeHalves.cpp iqe/IqeParser.cpp iqe/IqeReader.cpp
    iqm/IqmAdjacency.cpp iqm/IqmAnimationReader.cpp iqm/IqmBorrowedVertices.cpp iqm/IqmBounds.cpp iqm/IqmBoundsKey.cpp
    iqm/IqmComponents.cpp
    iqm/IqmFrameEncoder.cpp iqm/IqmNamedArrays.cpp iqm/IqmReader.cpp
    md3/Md3Clips.cpp md3/Md3Format.cpp md3/Md3Layout.cpp md3/Md3Reader.cpp md3/Md3Sidecar.cpp md3/Quake3Tokens.cpp
    md2/Md2Reader.cpp mdl/MdlReader.cpp quake/ModelKey.cpp quake/PoseAnimations.cpp quake/QuakeTables.cpp
    quake/PakArchive.cpp quake/PcxPalette.cpp
    md5/Md5AnimReader.cpp md5/Md5Character.cpp md5/Md5Lexer.cpp md5/Md5MeshReader.cpp
    qm/QmLexer.cpp qm/QmReader.cpp
    targets/AnimationMap.cpp
    cal3d/BinaryStream.cpp cal3d/CafCompression.cpp cal3d/CafReader.cpp cal3d/CmfReader.cpp cal3d/CrfReader.cpp
    cal3d/CsfReader.cpp cal3d/CpfMorphAnimation.cpp
    xmf/CalCfg.cpp xmf/CalCommon.cpp xmf/CalXml.cpp xmf/CalXmlParser.cpp xmf/XafAnimation.cpp xmf/XmfMesh.cpp xmf/XrfMaterial.cpp xmf/XsfSkeleton.cpp
    xmf/XpfMorphAnimation.cpp
    gltf/GltfAccessors.cpp gltf/GltfAnimations.cpp gltf/GltfMaterials.cpp gltf/GltfMeshes.cpp gltf/GltfReader.cpp
    gltf/GltfScene.cpp)
list(TRANSFORM quarry_fuzz_sources PREPEND ${PROJECT_SOURCE_DIR}/io/)
foreach(file Model.cpp MaterialNames.cpp Transform.cpp Pose.cpp MorphPlayback.cpp MorphWeights.cpp LocaleNumbers.cpp ops/Normals.cpp ops/Tessellate.cpp ops/BakeInterpolation.cpp ops/Weights.cpp ops/Clips.cpp ops/ModelTransform.cpp)
    list(APPEND quarry_fuzz_sources ${PROJECT_SOURCE_DIR}/model/${file})
endforeach()
