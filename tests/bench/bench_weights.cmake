# The weights benchmark paints in the viewport widget.
target_link_libraries(${name} PRIVATE quarry_views Qt6::Widgets Qt6::OpenGL Qt6::OpenGLWidgets)
