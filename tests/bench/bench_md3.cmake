# Whole processes of this build's quarry, to MD3 and to IQM.
target_compile_definitions(${name} PRIVATE QUARRY_BINARY="$<TARGET_FILE:quarry>")
add_dependencies(${name} quarry)
