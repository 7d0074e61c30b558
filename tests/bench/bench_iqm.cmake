# The peer: Assimp's IQM importer, through the same library the project
# already links for interchange formats.
target_link_libraries(${name} PRIVATE assimp::assimp)
