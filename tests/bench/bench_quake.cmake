# Whole processes of this build's quarry, to MDL and to MD3.
target_compile_definitions(${name} PRIVATE QUARRY_BINARY="$<TARGET_FILE:quarry>")
add_dependencies(${name} quarry)
