# Whole processes: this build's quarry against the IQM kit's converter
# (QUARRY_IQM_TOOL), Assimp and libcal3d, each loaded by this program in a
# child process of its own.
target_sources(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/xmf/Cal3dReference.cpp)
target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/xmf)
target_link_libraries(${name} PRIVATE cal3d assimp::assimp)
target_compile_definitions(${name} PRIVATE QUARRY_BINARY="$<TARGET_FILE:quarry>")
add_dependencies(${name} quarry)
