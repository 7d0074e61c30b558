// The Export dialog's skin settings for Quake's MDL and Quake II's MD2: the
// game's palette (`--palette`: a palette.lmp, colormap.pcx, .pak, .pk3 or
// game folder) and whether the skin may use the player colours
// (`--colormap`), with where the palette was found or why it was not.
#pragma once

#include <QVariantMap>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace quarry {

struct EngineTarget;

// Whether an export for `target` (null: none) or, without one, to `format`
// writes MDL or MD2 skins.
bool writesQuakeSkins(const EngineTarget *target, const QString &format);

class QuakeSkinOptions : public QWidget
{
    Q_OBJECT

public:
    explicit QuakeSkinOptions(QWidget *parent = nullptr);

    // Reads the palette named (none named: the game's standard one); false
    // with *error saying why where it cannot be read.
    bool load(QString *error);
    // The write options of the settings as last loaded ("mdl.palette",
    // "md2.palette", "mdl.playerColours", as `quarry convert` sets them).
    QVariantMap writerOptions() const;

    QLineEdit *paletteEdit() const { return m_palette; }
    QCheckBox *colormapCheck() const { return m_colormap; }
    QLabel *statusLabel() const { return m_status; }

private:
    void browse(bool folder);
    void showStatus();

    QLineEdit *m_palette;
    QCheckBox *m_colormap;
    QLabel *m_status;
    QVariantMap m_loaded; // the palettes' options, for the text they were loaded from
    QString m_loadedFrom;
};

} // namespace quarry
