// Quantization of IQM frames: every joint's ten channels (translation,
// rotation x y z w, scale) over all frames of all animations, each channel
// with its own offset and scale.
#pragma once

#include "io/iqm/IqmFormat.h"
#include "model/Model.h"

#include <QList>

#include <memory>
#include <vector>

namespace quarry::iqm {

struct EncodedPose
{
    qint32 parent = -1;
    quint32 mask = 0;
    float offset[kChannels] = {};
    float scale[kChannels] = {};
};

struct EncodedFrames
{
    QList<EncodedPose> poses; // one per joint
    int channelCount = 0; // set mask bits over all poses
    int frameCount = 0; // all animations, one after another
    // frameCount * channelCount stored numbers (allocated without being
    // cleared: a long animation's are megabytes).
    std::unique_ptr<quint16[]> data;
};

// The values the file holds at a frame: joints * 10 floats, each joint's ten
// channels (an unstored channel its offset), made in a buffer of its own.
class FrameDecoder
{
public:
    explicit FrameDecoder(const EncodedFrames &frames);
    // Valid until the next call.
    const float *operator()(int frame);

private:
    struct Stored
    {
        qsizetype at; // among the frame's values
        float offset, scale;
    };
    const EncodedFrames &m_frames;
    std::vector<float> m_values; // unstored channels hold their offsets throughout
    std::vector<Stored> m_stored; // in the order of the stored numbers
};

// Animations must have a key on every frame for every keyed channel
// (isFixedRate); channels without keys take the joint's bind value. A
// joint's stored quantization ("iqm.pose" extra, as the reader keeps it) is
// used again for each channel whose values it reproduces exactly, so files
// read and written again keep their frames; other channels get offset =
// min, scale = (max - min) / 65535, or no stored numbers when constant.
EncodedFrames encodeFrames(const Skeleton &skeleton, const QList<Animation> &animations);

} // namespace quarry::iqm
