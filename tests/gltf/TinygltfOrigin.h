#pragma once

// Which loaded library a program takes tinygltf's reading function from.
// libdraco (loaded with libassimp) exports an older tinygltf with other class
// layouts: a program that took the function from it freed garbage after every
// glTF read (see the top-level CMakeLists).

#include <QByteArray>

#include <dlfcn.h>

inline QByteArray tinygltfLibraryFile()
{
    void *symbol = dlsym(RTLD_DEFAULT, "_ZN8tinygltf8TinyGLTF20LoadBinaryFromMemoryEPNS_5ModelEPNSt7__cxx1112basic_"
                                       "stringIcSt11char_traitsIcESaIcEEES9_PKhjRKS8_j");
    Dl_info info{};
    if (!symbol || dladdr(symbol, &info) == 0 || !info.dli_fname)
        return {};
    return QByteArray(info.dli_fname);
}
