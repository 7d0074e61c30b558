#include "editor/QuakeSkinOptions.h"

#include "io/quake/GamePalette.h"
#include "io/targets/EngineTarget.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

namespace quarry {

bool writesQuakeSkins(const EngineTarget *target, const QString &format)
{
    if (target)
        return target->quakeModel || target->md2Layout != EngineTarget::Md2Layout::None;
    return format == QLatin1String("mdl") || format == QLatin1String("md2");
}

QuakeSkinOptions::QuakeSkinOptions(QWidget *parent)
    : QWidget(parent)
    , m_palette(new QLineEdit(this))
    , m_colormap(new QCheckBox(tr("Player colours (shirt and pants, recoloured by the game)"), this))
    , m_status(new QLabel(this))
{
    m_palette->setObjectName(QStringLiteral("paletteEdit"));
    m_palette->setPlaceholderText(tr("the game's standard palette"));
    m_palette->setToolTip(tr("The palette MDL and MD2 skins are mapped to: a palette.lmp (Quake II: "
                             "colormap.pcx), or a .pak, .pk3 or game folder holding gfx/palette.lmp "
                             "(pics/colormap.pcx) (--palette)"));
    m_palette->setText(QSettings().value(QStringLiteral("export/quakePalette")).toString());
    m_colormap->setObjectName(QStringLiteral("colormapCheck"));
    m_colormap->setToolTip(tr("MDL: the skin may take the colours 16-31 and 96-111, which Quake draws in each "
                              "player's shirt and pants colours; unchecked they are left out (--colormap)"));
    m_status->setObjectName(QStringLiteral("paletteStatus"));
    m_status->setWordWrap(true);
    auto *file = new QPushButton(tr("File…"), this);
    auto *folder = new QPushButton(tr("Folder…"), this);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    row->addWidget(m_palette, 1);
    row->addWidget(file);
    row->addWidget(folder);
    grid->addLayout(row, 0, 0);
    grid->addWidget(m_status, 1, 0);
    grid->addWidget(m_colormap, 2, 0);
    connect(file, &QPushButton::clicked, this, [this] { browse(false); });
    connect(folder, &QPushButton::clicked, this, [this] { browse(true); });
    connect(m_palette, &QLineEdit::editingFinished, this, &QuakeSkinOptions::showStatus);
    showStatus();
}

bool QuakeSkinOptions::load(QString *error)
{
    const QString path = m_palette->text().trimmed();
    if (path == m_loadedFrom && (path.isEmpty() || !m_loaded.isEmpty()))
        return true;
    m_loaded.clear();
    m_loadedFrom = path;
    if (path.isEmpty())
        return true;
    if (!quake::paletteOptions(path, m_loaded, error)) {
        m_loaded.clear();
        return false;
    }
    QSettings().setValue(QStringLiteral("export/quakePalette"), path);
    return true;
}

QVariantMap QuakeSkinOptions::writerOptions() const
{
    QVariantMap options = m_palette->text().trimmed() == m_loadedFrom ? m_loaded : QVariantMap();
    if (m_colormap->isChecked())
        options.insert(QStringLiteral("mdl.playerColours"), true);
    return options;
}

void QuakeSkinOptions::browse(bool folder)
{
    const QString start = m_palette->text().trimmed();
    const QString chosen = folder ? QFileDialog::getExistingDirectory(this, tr("Game Folder"), start)
                                  : QFileDialog::getOpenFileName(
                                      this, tr("Palette"), start,
                                      tr("Palettes and game archives (*.lmp *.pcx *.pak *.pk3);;All files (*)"));
    if (chosen.isEmpty())
        return;
    m_palette->setText(QDir::toNativeSeparators(chosen));
    showStatus();
}

void QuakeSkinOptions::showStatus()
{
    QString error;
    if (!load(&error)) {
        m_status->setText(tr("<span style=\"color:#c0392b\">%1</span>").arg(error.toHtmlEscaped()));
        return;
    }
    const QString source = m_loaded.value(QStringLiteral("mdl.paletteSource")).toString();
    const QString source2 = m_loaded.value(QStringLiteral("md2.paletteSource")).toString();
    if (source.isEmpty())
        m_status->setText(tr("Quake's and Quake II's standard palettes"));
    else if (source == source2)
        m_status->setText(tr("Palette: %1").arg(source.toHtmlEscaped()));
    else
        m_status->setText(tr("Quake: %1; Quake II: %2").arg(source.toHtmlEscaped(), source2.toHtmlEscaped()));
}

} // namespace quarry
