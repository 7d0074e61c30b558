# The peer is Assimp itself, reading the same file with the same steps.
target_link_libraries(${name} PRIVATE assimp::assimp)
target_sources(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/assimp/AssimpScenes.cpp)
