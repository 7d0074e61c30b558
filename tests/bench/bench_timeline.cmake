# The timeline benchmark paints the real widget.
target_link_libraries(${name} PRIVATE quarry_views Qt6::Widgets)
