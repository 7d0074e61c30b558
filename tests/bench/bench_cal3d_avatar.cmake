# libcal3d, the format's own library, is the peer.
target_link_libraries(${name} PRIVATE cal3d)
