#include "io/xmf/XafAnimation.h"

#include "io/xmf/CalXml.h"
#include "model/Translate.h"
#include "model/ops/BakeInterpolation.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <set>

namespace quarry {

using namespace calxml;

namespace {

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

const QString kDialect = QStringLiteral("xaf.dialect");
// Per track, in file order: attributes beyond BONEID and NUMKEYFRAMES
// (TRANSLATIONREQUIRED, ...), as name -> text.
const QString kTrackAttributes = QStringLiteral("xaf.trackAttributes");

} // namespace

ReadResult readXafAnimation(const QString &path, QByteArrayView data, const QList<int> &fileIdToJoint)
{
    ReadResult result;
    try {
        Document doc;
        parseDocument(doc, data, "XAF", "ANIMATION");
        const Element *root = doc.root;
        Animation animation;
        animation.name = QFileInfo(path).completeBaseName();
        animation.fps = kXafDefaultFps;
        float duration = 0;
        parseFloats(root, requiredAttribute(root, "DURATION"), &duration, 1, "DURATION");
        if (!(duration >= 0))
            fail(root, tr("DURATION must not be negative"));
        animation.duration = duration;
        const int jointCount = int(fileIdToJoint.size());
        const int trackCount = parseCount(root, "NUMTRACKS", std::min<qint64>(jointCount, data.size() / 16));
        animation.tracks.reserve(trackCount);
        QVariantList trackAttributes;
        bool extraAttributes = false;
        std::set<int> seen;
        bool sorted = true;
        for (const Element *t = root->FirstChildElement(); t; t = t->NextSiblingElement()) {
            if (!nameIs(t, "TRACK"))
                fail(t, tr("unknown element <%1> in <ANIMATION>").arg(QString::fromUtf8(t->Name())));
            if (animation.tracks.size() == trackCount)
                fail(t, tr("NUMTRACKS=\"%1\" but the animation has more <TRACK> elements").arg(trackCount));
            const int bone = parseInt(t, requiredAttribute(t, "BONEID"), "BONEID");
            if (bone < 0 || bone >= jointCount)
                fail(t, tr("track BONEID %1 is not a bone of the skeleton (0 to %2)").arg(bone).arg(jointCount - 1));
            if (!seen.insert(bone).second)
                fail(t, tr("a second track for bone %1").arg(bone));
            const int keyCount = parseCount(t, "NUMKEYFRAMES", data.size() / 16);
            QVariantMap attributes;
            for (const Attribute *a = t->FirstAttribute(); a; a = a->Next())
                if (strcasecmp(a->Name(), "BONEID") != 0 && strcasecmp(a->Name(), "NUMKEYFRAMES") != 0)
                    attributes.insert(QString::fromUtf8(a->Name()), QString::fromUtf8(a->Value()));
            extraAttributes = extraAttributes || !attributes.isEmpty();
            trackAttributes.append(attributes);
            JointTrack track;
            track.joint = fileIdToJoint[bone];
            // Reserve only what a real track could hold; a lying count grows no further than its keys.
            track.rotations.reserve(std::min(keyCount, 1 << 14));
            track.translations.reserve(std::min(keyCount, 1 << 14));
            int keys = 0;
            float last = -INFINITY;
            for (const Element *k = t->FirstChildElement(); k; k = k->NextSiblingElement(), ++keys) {
                if (!nameIs(k, "KEYFRAME"))
                    fail(k, tr("unknown element <%1> in <TRACK>").arg(QString::fromUtf8(k->Name())));
                if (keys == keyCount)
                    fail(k, tr("NUMKEYFRAMES=\"%1\" but the track has more <KEYFRAME> elements").arg(keyCount));
                float time = 0;
                parseFloats(k, requiredAttribute(k, "TIME"), &time, 1, "TIME");
                sorted = sorted && time >= last;
                last = time;
                float v[4];
                bool haveRotation = false;
                for (const Element *x = k->FirstChildElement(); x; x = x->NextSiblingElement()) {
                    if (nameIs(x, "TRANSLATION")) {
                        parseFloats(x, elementText(x), v, 3, "TRANSLATION");
                        track.translations.append(Vec3Key{time, QVector3D(v[0], v[1], v[2])});
                    } else if (nameIs(x, "ROTATION")) {
                        parseFloats(x, elementText(x), v, 4, "ROTATION");
                        track.rotations.append(QuatKey{time, fromCal3d(v)});
                        haveRotation = true;
                    } else {
                        fail(x, tr("unknown element <%1> in <KEYFRAME>").arg(QString::fromUtf8(x->Name())));
                    }
                }
                if (!haveRotation)
                    fail(k, tr("<KEYFRAME> has no <ROTATION>"));
            }
            if (keys != keyCount)
                fail(t, tr("NUMKEYFRAMES=\"%1\" but the track has %2 <KEYFRAME> elements").arg(keyCount).arg(keys));
            animation.tracks.append(std::move(track));
        }
        if (animation.tracks.size() != trackCount)
            fail(root, tr("NUMTRACKS=\"%1\" but the animation has %2 <TRACK> elements")
                           .arg(trackCount)
                           .arg(animation.tracks.size()));
        if (!sorted) {
            // Keys must be in time order for sampling; the file's order is not kept.
            for (JointTrack &track : animation.tracks) {
                auto byTime = [](const auto &a, const auto &b) { return a.time < b.time; };
                std::stable_sort(track.translations.begin(), track.translations.end(), byTime);
                std::stable_sort(track.rotations.begin(), track.rotations.end(), byTime);
            }
            result.warnings.append(Diagnostic{path, -1, -1, tr("keyframes were not in time order: sorted")});
        }
        animation.extras.insert(kDialect, doc.dialect);
        if (extraAttributes)
            animation.extras.insert(kTrackAttributes, trackAttributes);
        result.model.animations.append(std::move(animation));
    } catch (const ParseError &e) {
        return failure(path, e);
    }
    return result;
}

WriteResult writeXafAnimation(const Model &model, int index, const QString &path)
{
    if (index < 0 || index >= model.animations.size())
        return WriteResult::failure(path, tr("the model has no animation to write"));
    // libcal3d goes in straight lines between keys: steps and curves become
    // keys that play the same motion.
    const Animation animation = bakeInterpolation(model.animations[index]);
    WriteResult result;
    QVariantMap dialect = animation.extras.value(kDialect).toMap();
    if (dialect.isEmpty())
        dialect = defaultDialect();
    const QVariantList trackAttributes = animation.extras.value(kTrackAttributes).toList();
    QByteArray &out = result.data;
    out.reserve(animation.keyCount() * 120 + 256);
    appendProlog(out, dialect, "XAF");
    out.append("<ANIMATION");
    appendRootAttributes(out, dialect);
    out.append(" DURATION=\"");
    appendFloat(out, float(animation.duration));
    out.append("\" NUMTRACKS=\"");
    qsizetype written = 0;
    for (const JointTrack &track : animation.tracks)
        written += (!track.rotations.isEmpty() || !track.translations.isEmpty()) ? 1 : 0;
    appendInt(out, written);
    out.append("\">\n");
    bool droppedScale = false;
    for (qsizetype ti = 0; ti < animation.tracks.size(); ++ti) {
        const JointTrack &track = animation.tracks[ti];
        if (track.rotations.isEmpty() && track.translations.isEmpty())
            continue;
        if (track.joint < 0 || track.joint >= model.skeleton.size())
            return WriteResult::failure(
                path, tr("a track refers to joint %1, which the skeleton does not have").arg(track.joint));
        const Joint &joint = model.skeleton.joints[track.joint];
        for (const Vec3Key &s : track.scales)
            droppedScale = droppedScale || s.value != QVector3D(1, 1, 1);
        // A keyframe at every time any channel has a key.
        QList<float> times;
        times.reserve(track.rotations.size() + track.translations.size());
        for (const QuatKey &k : track.rotations)
            times.append(k.time);
        for (const Vec3Key &k : track.translations)
            times.append(k.time);
        std::sort(times.begin(), times.end());
        times.erase(std::unique(times.begin(), times.end()), times.end());
        // Translations are written where the channel has its own keys when it
        // has one at every keyframe or only the first (the file's way of
        // saying "constant"); otherwise sampled at every keyframe.
        const bool translationAtEvery = track.translations.size() == times.size();
        const bool translationFirstOnly = track.translations.size() == 1 && track.translations[0].time == times[0];
        out.append("    <TRACK BONEID=\"");
        appendInt(out, track.joint);
        out.append('"');
        if (ti < trackAttributes.size()) {
            const QVariantMap attributes = trackAttributes[ti].toMap();
            for (auto it = attributes.begin(); it != attributes.end(); ++it) {
                out.append(' ');
                appendEscaped(out, it.key());
                out.append("=\"");
                appendEscaped(out, it.value().toString());
                out.append('"');
            }
        }
        out.append(" NUMKEYFRAMES=\"");
        appendInt(out, times.size());
        out.append("\">\n");
        for (qsizetype i = 0; i < times.size(); ++i) {
            const float time = times[i];
            out.append("        <KEYFRAME TIME=\"");
            appendFloat(out, time);
            out.append("\">\n");
            const bool writeTranslation = !track.translations.isEmpty() && (translationFirstOnly ? i == 0 : true);
            if (writeTranslation) {
                const QVector3D t = translationAtEvery || translationFirstOnly
                                        ? track.translations[translationFirstOnly ? 0 : i].value
                                        : sampleChannel(track.translations, time, joint.bind.translation);
                const float tv[3] = {t.x(), t.y(), t.z()};
                out.append("            <TRANSLATION>");
                appendFloats(out, tv, 3);
                out.append("</TRANSLATION>\n");
            }
            const QQuaternion r = track.rotations.size() == times.size()
                                      ? track.rotations[i].value
                                      : sampleChannel(track.rotations, time, joint.bind.rotation);
            float q[4];
            toCal3d(r, q);
            out.append("            <ROTATION>");
            appendFloats(out, q, 4);
            out.append("</ROTATION>\n        </KEYFRAME>\n");
        }
        out.append("    </TRACK>\n");
    }
    out.append("</ANIMATION>\n");
    if (droppedScale)
        result.warnings.append(Diagnostic{path, -1, -1, tr("XAF keys have no scale: scale keys were not written")});
    return result;
}

} // namespace quarry
