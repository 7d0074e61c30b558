# The peer is Assimp's MD5 importer, reading the same mesh and animation.
target_link_libraries(${name} PRIVATE assimp::assimp)
