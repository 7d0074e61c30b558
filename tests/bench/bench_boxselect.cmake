# Box selection lives in the viewport's picking code.
target_link_libraries(${name} PRIVATE quarry_views)
