#include "io/gltf/GltfAccessors.h"

#include "model/Translate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>

namespace quarry::gltf {

namespace {

QUARRY_NAMESPACE_TR("quarry::gltf")

// Accessors without a buffer view are zeros: their count is bounded so
// that a short file cannot ask for gigabytes.
constexpr size_t kMaxZeroElements = size_t(1) << 24;

size_t componentSize(int type)
{
    switch (type) {
    case TINYGLTF_COMPONENT_TYPE_BYTE:
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE: return 1;
    case TINYGLTF_COMPONENT_TYPE_SHORT:
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT: return 2;
    case TINYGLTF_COMPONENT_TYPE_INT:
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT:
    case TINYGLTF_COMPONENT_TYPE_FLOAT: return 4;
    default: return 0;
    }
}

int typeComponents(int type)
{
    switch (type) {
    case TINYGLTF_TYPE_SCALAR: return 1;
    case TINYGLTF_TYPE_VEC2: return 2;
    case TINYGLTF_TYPE_VEC3: return 3;
    case TINYGLTF_TYPE_VEC4:
    case TINYGLTF_TYPE_MAT2: return 4;
    case TINYGLTF_TYPE_MAT3: return 9;
    case TINYGLTF_TYPE_MAT4: return 16;
    default: return 0;
    }
}

template<typename T>
T load(const unsigned char *p)
{
    T value;
    std::memcpy(&value, p, sizeof(T));
    return value;
}

// One component as a float: normalized integers scaled as the
// specification says, others as their value.
float component(const unsigned char *p, int type, bool normalized)
{
    switch (type) {
    case TINYGLTF_COMPONENT_TYPE_FLOAT: return load<float>(p);
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE: return normalized ? float(*p) / 255.0f : float(*p);
    case TINYGLTF_COMPONENT_TYPE_BYTE:
        return normalized ? std::max(float(qint8(*p)) / 127.0f, -1.0f) : float(qint8(*p));
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT:
        return normalized ? float(load<quint16>(p)) / 65535.0f : float(load<quint16>(p));
    case TINYGLTF_COMPONENT_TYPE_SHORT:
        return normalized ? std::max(float(load<qint16>(p)) / 32767.0f, -1.0f) : float(load<qint16>(p));
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT: return float(load<quint32>(p));
    case TINYGLTF_COMPONENT_TYPE_INT: return float(load<qint32>(p));
    default: return 0.0f;
    }
}

quint32 unsignedComponent(const unsigned char *p, int type)
{
    switch (type) {
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE:
    case TINYGLTF_COMPONENT_TYPE_BYTE: return *p;
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT:
    case TINYGLTF_COMPONENT_TYPE_SHORT: return load<quint16>(p);
    case TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT:
    case TINYGLTF_COMPONENT_TYPE_INT: return load<quint32>(p);
    case TINYGLTF_COMPONENT_TYPE_FLOAT: {
        // NaN and negatives are 0; from the largest float below 2^32 on,
        // the largest index (out of every range either way).
        const float f = load<float>(p);
        return !(f > 0.0f) ? 0u : f >= 4294967040.0f ? 0xFFFFFFFFu : quint32(f);
    }
    default: return 0;
    }
}

} // namespace

qint64 Accessors::count(int index) const
{
    if (index < 0 || size_t(index) >= m_model.accessors.size())
        return -1;
    return qint64(m_model.accessors[size_t(index)].count);
}

bool Accessors::viewRange(int view, size_t offset, size_t count, size_t elementSize, size_t stride,
                          const unsigned char **data, const QString &what, DataError *error) const
{
    if (view < 0 || size_t(view) >= m_model.bufferViews.size()) {
        *error = {tr("%1 names buffer view %2, which the file does not have").arg(what).arg(view)};
        return false;
    }
    const tinygltf::BufferView &bv = m_model.bufferViews[size_t(view)];
    if (bv.buffer < 0 || size_t(bv.buffer) >= m_model.buffers.size()) {
        *error = {tr("buffer view %1 names buffer %2, which the file does not have").arg(view).arg(bv.buffer)};
        return false;
    }
    const std::vector<unsigned char> &buffer = m_model.buffers[size_t(bv.buffer)].data;
    const qint64 fileBase = bv.buffer == 0 && m_binOffset >= 0 ? m_binOffset : -1;
    auto at = [fileBase](quint64 byte) { return fileBase >= 0 ? qint64(fileBase + byte) : qint64(-1); };
    if (bv.byteOffset > buffer.size() || bv.byteLength > buffer.size() - bv.byteOffset) {
        *error = {tr("buffer view %1 (bytes %2 to %3) reaches past the end of buffer %4, which holds %5 bytes")
                      .arg(view)
                      .arg(quint64(bv.byteOffset))
                      .arg(quint64(bv.byteOffset) + bv.byteLength)
                      .arg(bv.buffer)
                      .arg(quint64(buffer.size())),
                  at(buffer.size())};
        return false;
    }
    // The last element ends at offset + stride * (count - 1) + elementSize.
    const quint64 need = count == 0 ? 0 : quint64(offset) + quint64(stride) * (count - 1) + elementSize;
    if (count > 0
        && (offset > bv.byteLength || (count - 1) > (bv.byteLength / std::max<size_t>(stride, 1)) + 1
            || need > bv.byteLength)) {
        *error = {tr("%1 needs %2 bytes from byte %3 of buffer view %4, which holds %5")
                      .arg(what)
                      .arg(need - std::min<quint64>(need, offset))
                      .arg(quint64(offset))
                      .arg(view)
                      .arg(quint64(bv.byteLength)),
                  at(quint64(bv.byteOffset) + std::min<quint64>(offset, bv.byteLength))};
        return false;
    }
    *data = buffer.data() + bv.byteOffset + offset;
    return true;
}

bool Accessors::span(int index, Span &out, DataError *error) const
{
    if (index < 0 || size_t(index) >= m_model.accessors.size()) {
        *error = {tr("accessor %1 does not exist").arg(index)};
        return false;
    }
    const tinygltf::Accessor &a = m_model.accessors[size_t(index)];
    const QString what = tr("accessor %1").arg(index);
    out.componentType = a.componentType;
    out.components = typeComponents(a.type);
    out.count = a.count;
    out.normalized = a.normalized;
    const size_t size = componentSize(a.componentType);
    if (size == 0 || out.components == 0) {
        *error = {tr("accessor %1 has an unknown component type or type").arg(index)};
        return false;
    }
    const size_t elementSize = size * size_t(out.components);
    if (a.bufferView < 0) {
        if (a.count > kMaxZeroElements) {
            *error = {tr("accessor %1 has no data and %2 elements").arg(index).arg(quint64(a.count))};
            return false;
        }
        out.data = nullptr;
        out.stride = elementSize;
        return true;
    }
    const int declared = size_t(a.bufferView) < m_model.bufferViews.size()
                             ? m_model.bufferViews[size_t(a.bufferView)].byteStride
                             : 0;
    out.stride = declared > 0 ? size_t(declared) : elementSize;
    if (out.stride < elementSize) {
        *error = {tr("accessor %1: its buffer view's stride (%2) is smaller than an element (%3 bytes)")
                      .arg(index)
                      .arg(out.stride)
                      .arg(elementSize)};
        return false;
    }
    return viewRange(a.bufferView, a.byteOffset, a.count, elementSize, out.stride, &out.data, what, error);
}

template<typename Store>
bool Accessors::read(int index, Span &s, DataError *error, Store store) const
{
    const size_t size = componentSize(s.componentType);
    for (size_t i = 0; i < s.count; ++i)
        store(i, s.data ? s.data + i * s.stride : nullptr, size);
    const tinygltf::Accessor &a = m_model.accessors[size_t(index)];
    if (!a.sparse.isSparse)
        return true;
    const size_t n = size_t(std::max(a.sparse.count, 0));
    const int indexType = a.sparse.indices.componentType;
    const size_t indexSize = componentSize(indexType);
    const unsigned char *indexes = nullptr;
    const unsigned char *values = nullptr;
    const QString what = tr("accessor %1's sparse values").arg(index);
    if (indexSize == 0 || indexType == TINYGLTF_COMPONENT_TYPE_FLOAT
        || !viewRange(a.sparse.indices.bufferView, size_t(std::max(a.sparse.indices.byteOffset, 0)), n, indexSize,
                      indexSize, &indexes, what, error)
        || !viewRange(a.sparse.values.bufferView, size_t(std::max(a.sparse.values.byteOffset, 0)), n,
                      size * size_t(s.components), size * size_t(s.components), &values, what, error)) {
        if (error->message.isEmpty())
            *error = {tr("accessor %1: sparse indices of an unknown type").arg(index)};
        return false;
    }
    for (size_t k = 0; k < n; ++k) {
        const quint32 target = unsignedComponent(indexes + k * indexSize, indexType);
        if (target >= s.count) {
            *error = {tr("accessor %1: sparse index %2 is past its %3 elements").arg(index).arg(target).arg(s.count)};
            return false;
        }
        store(target, values + k * size * size_t(s.components), size);
    }
    return true;
}

bool Accessors::floats(int index, int components, std::vector<float> &out, size_t &count, DataError *error) const
{
    if (!valid(index, error))
        return false;
    const qint64 n = this->count(index);
    count = n > 0 ? size_t(n) : 0;
    out.resize(count * size_t(components));
    return floatsInto(index, components, out.data(), error);
}

bool Accessors::floatsInto(int index, int components, float *out, DataError *error) const
{
    Span s;
    if (!span(index, s, error))
        return false;
    if (s.components > components) {
        *error = {
            tr("accessor %1 has %2 components where %3 were expected").arg(index).arg(s.components).arg(components)};
        return false;
    }
    // Components the accessor does not hold, and accessors without data, are 0.
    if (!s.data || s.components < components)
        std::fill(out, out + s.count * size_t(components), 0.0f);
    const int type = s.componentType;
    const bool normalized = s.normalized;
    const int have = s.components;
    return read(index, s, error, [&](size_t i, const unsigned char *p, size_t size) {
        if (!p)
            return;
        float *o = out + i * size_t(components);
        if (type == TINYGLTF_COMPONENT_TYPE_FLOAT) {
            std::memcpy(o, p, size_t(have) * sizeof(float));
            return;
        }
        for (int c = 0; c < have; ++c)
            o[c] = component(p + size_t(c) * size, type, normalized);
    });
}

bool Accessors::integers(int index, std::vector<quint32> &out, size_t &count, int &components, DataError *error) const
{
    Span s;
    if (!span(index, s, error))
        return false;
    count = s.count;
    components = s.components;
    out.assign(s.count * size_t(s.components), 0);
    const int type = s.componentType;
    // Indices and joints, the bulk of a mesh's integers: one tight loop per
    // type where no sparse values follow.
    const bool sparse = m_model.accessors[size_t(index)].sparse.isSparse;
    auto copy = [&](auto zero) {
        using T = decltype(zero);
        const size_t n = size_t(components);
        for (size_t i = 0; i < s.count; ++i)
            for (size_t c = 0; c < n; ++c)
                out[i * n + c] = load<T>(s.data + i * s.stride + c * sizeof(T));
        return true;
    };
    if (s.data && !sparse) {
        if (type == TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE)
            return copy(quint8());
        if (type == TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT)
            return copy(quint16());
        if (type == TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT)
            return copy(quint32());
    }
    return read(index, s, error, [&](size_t i, const unsigned char *p, size_t size) {
        if (!p)
            return;
        for (int c = 0; c < components; ++c)
            out[i * size_t(components) + size_t(c)] = unsignedComponent(p + size_t(c) * size, type);
    });
}

const unsigned char *Accessors::viewBytes(int index, size_t &size, DataError *error) const
{
    const unsigned char *data = nullptr;
    if (index < 0 || size_t(index) >= m_model.bufferViews.size()) {
        *error = {tr("buffer view %1 does not exist").arg(index)};
        return nullptr;
    }
    size = m_model.bufferViews[size_t(index)].byteLength;
    if (!viewRange(index, 0, size > 0 ? 1 : 0, size, size, &data, tr("image"), error))
        return nullptr;
    return data;
}

} // namespace quarry::gltf
