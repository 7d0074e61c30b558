# libcal3d, the format's own library, is the peer: loaded through the test helper.
target_sources(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/xmf/Cal3dReference.cpp)
target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/xmf)
target_link_libraries(${name} PRIVATE cal3d)
