# The UV benchmark paints the real UV view.
target_link_libraries(${name} PRIVATE quarry_views Qt6::Widgets)
