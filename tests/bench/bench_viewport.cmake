# The viewport benchmark draws with the viewport's own renderer and widget.
target_link_libraries(${name} PRIVATE quarry_views Qt6::Widgets Qt6::OpenGL Qt6::OpenGLWidgets)
