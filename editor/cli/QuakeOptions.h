// `quarry convert`'s options for Quake's MDL and Quake II's MD2 (the write
// options of io/mdl/MdlWriter.h and io/md2/Md2Writer.h).
#pragma once

#include <QVariantMap>

class QCommandLineParser;

namespace quarry {

void addQuakeConvertOptions(QCommandLineParser &parser);
// The write options they set (empty when none is given); false and a
// message in *error when a value is not valid.
bool quakeWriterOptions(const QCommandLineParser &parser, QVariantMap &options, QString *error);
// The read options the write options imply: the palette given with
// --palette decodes the skins of an MDL read ("mdl.palette").
void quakeReadOptions(const QVariantMap &writerOptions, QVariantMap &readOptions);

} // namespace quarry
