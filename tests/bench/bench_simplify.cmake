# The simplification benchmark measures meshoptimizer beside Quarry's own.
find_package(meshoptimizer CONFIG REQUIRED)
target_link_libraries(${name} PRIVATE meshoptimizer::meshoptimizer)
