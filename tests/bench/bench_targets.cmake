# Whole processes of this build's quarry, plain and for an engine.
target_compile_definitions(${name} PRIVATE QUARRY_BINARY="$<TARGET_FILE:quarry>")
add_dependencies(${name} quarry)
