// A Cal3D .cfg list: key=value lines naming an avatar's skeleton, meshes,
// animations and materials (with an optional path= prefix for the lines
// after it). Quarry reads it to find an .xmf file's companions.
#pragma once

#include <QByteArrayView>
#include <QDir>
#include <QString>
#include <QStringList>

namespace quarry {

struct CalCfgList
{
    QString skeleton;
    QStringList meshes, animations, materials;
};

// The lists of the .cfg text, paths made absolute against `dir`. Binary
// names (.csf, .cmf, .caf, .crf) stand for their XML twins where those
// exist in the folder. Lines it does not know are skipped; nothing fails.
CalCfgList parseCalCfg(QByteArrayView text, const QDir &dir);
// The file's lists; empty when it cannot be read.
CalCfgList readCalCfg(const QString &cfgPath);

} // namespace quarry
