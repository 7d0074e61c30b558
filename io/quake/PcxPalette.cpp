#include "io/quake/PcxPalette.h"

#include "model/Translate.h"

#include <cstring>

namespace quarry::quake {

namespace {

QString hex(quint8 byte)
{
    return QString::number(byte, 16).rightJustified(2, QLatin1Char('0')).toUpper();
}

} // namespace

std::optional<std::array<quint8, 768>> pcxPalette(QByteArrayView pcx, QString *error)
{
    const auto fail = [error](qint64 offset, const QString &message) {
        *error = quarry::tr("byte %1: %2").arg(offset).arg(message);
        return std::nullopt;
    };
    if (pcx.size() < kPcxHeaderBytes + kPcxPaletteBytes)
        return fail(pcx.size(), quarry::tr("truncated: an 8-bit PCX file with its palette takes at least %1 bytes, "
                                           "this one has %2")
                                    .arg(kPcxHeaderBytes + kPcxPaletteBytes)
                                    .arg(pcx.size()));
    const auto byteAt = [pcx](qint64 at) { return quint8(pcx[at]); };
    if (byteAt(0) != 0x0A)
        return fail(0, quarry::tr("not a PCX file: it starts with 0x%1, not 0x0A").arg(hex(byteAt(0))));
    if (byteAt(3) != 8)
        return fail(3, quarry::tr("%1 bits a pixel, not 8: the image has no 256-colour palette").arg(byteAt(3)));
    const qint64 marker = pcx.size() - kPcxPaletteBytes;
    if (byteAt(marker) != 0x0C)
        return fail(marker, quarry::tr("no 256-colour palette at the end of the file: the byte %1 bytes from the "
                                       "end is 0x%2, not 0x0C")
                                .arg(kPcxPaletteBytes)
                                .arg(hex(byteAt(marker))));
    std::array<quint8, 768> rgb{};
    std::memcpy(rgb.data(), pcx.data() + marker + 1, rgb.size());
    return rgb;
}

} // namespace quarry::quake
