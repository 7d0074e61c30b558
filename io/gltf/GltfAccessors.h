// Reading glTF accessors (io/gltf): every range checked against its buffer
// view and buffer, integer components scaled where the accessor says they
// are normalized, sparse values applied. Internal to the glTF reader.
#pragma once

#include <QString>

#include <tiny_gltf.h>

#include <vector>

namespace quarry::gltf {

// Where a problem lies: a message and, when the data is in the GLB file's
// binary chunk, the byte offset in the file.
struct DataError
{
    QString message;
    qint64 offset = -1;
};

class Accessors
{
public:
    // `binOffset`: where the GLB's binary chunk starts in the file (buffer
    // 0), -1 for a .gltf.
    Accessors(const tinygltf::Model &model, qint64 binOffset)
        : m_model(model)
        , m_binOffset(binOffset)
    { }

    // Accessor `index` as `components` floats per element (fewer stored:
    // the rest 0; more stored: an error). Sets *error and returns false when
    // the accessor is missing or reaches past its data.
    bool floats(int index, int components, std::vector<float> &out, size_t &count, DataError *error) const;
    // The same into `out`, which holds count(index) * components floats.
    bool floatsInto(int index, int components, float *out, DataError *error) const;
    // Accessor `index` as unsigned integers (indices, joints), one per
    // component.
    bool integers(int index, std::vector<quint32> &out, size_t &count, int &components, DataError *error) const;
    // Whether accessor `index` exists and its data is where it says (so that
    // its count is bounded by the file), else false with *error set.
    bool valid(int index, DataError *error) const
    {
        Span s;
        return span(index, s, error);
    }
    // The element count of accessor `index`, -1 when there is none.
    qint64 count(int index) const;
    // The bytes of buffer view `index`, or null with *error set.
    const unsigned char *viewBytes(int index, size_t &size, DataError *error) const;

private:
    struct Span
    {
        const unsigned char *data = nullptr; // null: zeros (no buffer view)
        size_t stride = 0;
        int componentType = 0;
        int components = 0;
        size_t count = 0;
        bool normalized = false;
    };
    bool span(int index, Span &out, DataError *error) const;
    bool viewRange(int view, size_t offset, size_t count, size_t elementSize, size_t stride, const unsigned char **data,
                   const QString &what, DataError *error) const;
    template<typename Store>
    bool read(int index, Span &s, DataError *error, Store store) const;

    const tinygltf::Model &m_model;
    qint64 m_binOffset;
};

} // namespace quarry::gltf
