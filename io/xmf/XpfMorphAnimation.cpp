// XPF, the Cal3D XML morph animation: <ANIMATION DURATION NUMTRACKS> of
// <TRACK>s, each with <KEYFRAME TIME><WEIGHT>w</WEIGHT></KEYFRAME>s; a track
// names its target by MORPHNAME, or by MORPHID and MESHID with <SUBMESH ID>
// children (CalMorphAnimation.h).
#include "io/xmf/CalMorphAnimation.h"
#include "io/xmf/CalXml.h"
#include "model/Translate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace quarry {

using namespace calxml;

// lupdate files tr() calls made in namespace quarry's free functions under
// the context "quarry"; the lookup must use the same one.

ReadResult parseXpf(const QString &path, QByteArrayView data, CalMorphFile *file, QVariantMap *dialect)
{
    ReadResult result;
    try {
        Document doc;
        parseDocument(doc, data, "XPF", "ANIMATION");
        const Element *root = doc.root;
        float duration = 0;
        parseFloats(root, requiredAttribute(root, "DURATION"), &duration, 1, "DURATION");
        if (!(duration >= 0))
            fail(root, tr("DURATION must not be negative"));
        file->duration = duration;
        // Counts are checked against what was found, never used to allocate.
        int trackCount = -1;
        if (attribute(root, "NUMTRACKS"))
            trackCount = parseCount(root, "NUMTRACKS", data.size());
        bool sorted = true;
        bool first = true;
        for (const Element *t = root->FirstChildElement(); t; t = t->NextSiblingElement()) {
            if (!nameIs(t, "TRACK"))
                fail(t, tr("unknown element <%1> in <ANIMATION>").arg(QString::fromUtf8(t->Name())));
            CalMorphFileTrack track;
            const char *name = attribute(t, "MORPHNAME");
            const bool indexed = !name;
            if (first)
                file->indexed = indexed;
            else if (indexed != file->indexed)
                fail(t, tr("a track by MORPHNAME among tracks by MORPHID, or the other way round"));
            first = false;
            if (indexed) {
                track.morphId = parseInt(t, requiredAttribute(t, "MORPHID"), "MORPHID");
                track.meshId = parseInt(t, requiredAttribute(t, "MESHID"), "MESHID");
                if (track.morphId < 0 || track.meshId < 0)
                    fail(t, tr("MORPHID and MESHID must not be negative"));
            } else {
                track.name = QString::fromUtf8(name);
            }
            int keyCount = -1;
            if (attribute(t, "NUMKEYFRAMES"))
                keyCount = parseCount(t, "NUMKEYFRAMES", data.size());
            float last = -INFINITY;
            for (const Element *k = t->FirstChildElement(); k; k = k->NextSiblingElement()) {
                if (nameIs(k, "SUBMESH") && indexed) {
                    const int id = parseInt(k, requiredAttribute(k, "ID"), "ID");
                    if (id < 0)
                        fail(k, tr("a submesh ID must not be negative"));
                    track.submeshes << id;
                    continue;
                }
                if (!nameIs(k, "KEYFRAME"))
                    fail(k, tr("unknown element <%1> in <TRACK>").arg(QString::fromUtf8(k->Name())));
                FloatKey key;
                parseFloats(k, requiredAttribute(k, "TIME"), &key.time, 1, "TIME");
                const Element *w = k->FirstChildElement();
                if (!w || !nameIs(w, "WEIGHT"))
                    fail(k, tr("<KEYFRAME> has no <WEIGHT>"));
                parseFloats(w, elementText(w), &key.value, 1, "WEIGHT");
                sorted = sorted && key.time >= last;
                last = key.time;
                track.keys.append(key);
            }
            if (keyCount >= 0 && keyCount != track.keys.size())
                fail(t, tr("NUMKEYFRAMES=\"%1\" but the track has %2 <KEYFRAME> elements")
                            .arg(keyCount)
                            .arg(track.keys.size()));
            file->tracks.append(std::move(track));
        }
        if (trackCount >= 0 && trackCount != file->tracks.size())
            fail(root, tr("NUMTRACKS=\"%1\" but the animation has %2 <TRACK> elements")
                           .arg(trackCount)
                           .arg(file->tracks.size()));
        if (!sorted) {
            for (CalMorphFileTrack &track : file->tracks)
                std::stable_sort(track.keys.begin(), track.keys.end(),
                                 [](const FloatKey &a, const FloatKey &b) { return a.time < b.time; });
            result.warnings.append(Diagnostic{path, -1, -1, tr("keyframes were not in time order: sorted")});
        }
        *dialect = doc.dialect;
    } catch (const ParseError &e) {
        return failure(path, e);
    }
    return result;
}

QByteArray encodeXpf(const CalMorphFile &file, const QVariantMap &dialectIn)
{
    QVariantMap dialect = dialectIn;
    if (!dialect.contains(QStringLiteral("rootVersion")) && !dialect.contains(QStringLiteral("header"))) {
        // Files Quarry creates: the morph animations' own magic and version.
        dialect.insert(QStringLiteral("declaration"), QStringLiteral("xml version=\"1.0\""));
        dialect.insert(QStringLiteral("rootMagic"), QStringLiteral("XPF"));
        dialect.insert(QStringLiteral("rootVersion"), QStringLiteral("1300"));
    }
    QByteArray out;
    qsizetype keys = 0;
    for (const CalMorphFileTrack &t : file.tracks)
        keys += t.keys.size();
    out.reserve(keys * 64 + file.tracks.size() * 96 + 256);
    appendProlog(out, dialect, "XPF");
    out.append("<ANIMATION");
    appendRootAttributes(out, dialect);
    out.append(" DURATION=\"");
    appendFloat(out, file.duration);
    out.append("\" NUMTRACKS=\"");
    appendInt(out, file.tracks.size());
    out.append("\">\n");
    for (const CalMorphFileTrack &t : file.tracks) {
        out.append("    <TRACK ");
        if (file.indexed) {
            out.append("MORPHID=\"");
            appendInt(out, t.morphId);
            out.append("\" NUMKEYFRAMES=\"");
            appendInt(out, t.keys.size());
            out.append("\" MESHID=\"");
            appendInt(out, t.meshId);
            out.append("\" NUMSUBTARGET=\"");
            appendInt(out, t.submeshes.size());
            out.append("\">\n");
            for (int s : t.submeshes) {
                out.append("        <SUBMESH ID=\"");
                appendInt(out, s);
                out.append("\" />\n");
            }
        } else {
            out.append("MORPHNAME=\"");
            appendEscaped(out, t.name);
            out.append("\" NUMKEYFRAMES=\"");
            appendInt(out, t.keys.size());
            out.append("\">\n");
        }
        for (const FloatKey &k : t.keys) {
            out.append("        <KEYFRAME TIME=\"");
            appendFloat(out, k.time);
            out.append("\">\n            <WEIGHT>");
            appendFloat(out, k.value);
            out.append("</WEIGHT>\n        </KEYFRAME>\n");
        }
        out.append("    </TRACK>\n");
    }
    out.append("</ANIMATION>\n");
    return out;
}

bool probeXpf(QByteArrayView head)
{
    return sniff(head) == "XPF";
}

} // namespace quarry
