#include "editor/ExportUvLayoutDialog.h"

#include "model/Document.h"
#include "model/operations/Operation.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

namespace quarry {

ExportUvLayoutDialog::ExportUvLayoutDialog(Document *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_path(new QLineEdit(this))
    , m_size(new QSpinBox(this))
    , m_background(new QComboBox(this))
{
    setWindowTitle(tr("Export UV Layout"));
    m_size->setRange(16, 16384);
    m_size->setValue(1024);
    m_size->setSuffix(tr(" px"));
    m_background->addItem(tr("Texture behind"), QStringLiteral("texture"));
    m_background->addItem(tr("Transparent"), QStringLiteral("transparent"));
    const QFileInfo model(document->filePath());
    m_path->setText(document->filePath().isEmpty() ? QStringLiteral("uv_layout.png")
                                                   : model.absolutePath() + QLatin1Char('/') + model.completeBaseName()
                                                         + QStringLiteral("_uv.png"));
    auto *browse = new QPushButton(tr("Browse..."), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto *form = new QFormLayout(this);
    form->addRow(tr("File"), pathRow);
    form->addRow(tr("Size"), m_size);
    form->addRow(tr("Background"), m_background);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    form->addRow(buttons);
    connect(browse, &QPushButton::clicked, this, &ExportUvLayoutDialog::browse);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        bool ok = false;
        const QString text = exportLayout(&ok);
        if (!ok) {
            QMessageBox::warning(this, windowTitle(), text);
            return;
        }
        accept();
    });
}

QString ExportUvLayoutDialog::path() const
{
    return m_path->text();
}
void ExportUvLayoutDialog::setPath(const QString &path)
{
    m_path->setText(path);
}
int ExportUvLayoutDialog::imageSize() const
{
    return m_size->value();
}
void ExportUvLayoutDialog::setImageSize(int size)
{
    m_size->setValue(size);
}
bool ExportUvLayoutDialog::textureBehind() const
{
    return m_background->currentIndex() == 0;
}
void ExportUvLayoutDialog::setTextureBehind(bool texture)
{
    m_background->setCurrentIndex(texture ? 0 : 1);
}

QString ExportUvLayoutDialog::exportLayout(bool *ok)
{
    const OperationResult r = runOperation(*m_document, QStringLiteral("exportUVLayout"),
                                           {{QStringLiteral("path"), path()},
                                            {QStringLiteral("size"), imageSize()},
                                            {QStringLiteral("background"), m_background->currentData()}});
    if (ok)
        *ok = r.ok;
    return r.message;
}

void ExportUvLayoutDialog::browse()
{
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export UV Layout"), path(), tr("PNG images (*.png)"));
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

QAction *addExportUvLayoutAction(QMenu *fileMenu, Document *document, QWidget *window)
{
    QAction *action = fileMenu->addAction(ExportUvLayoutDialog::tr("Export &UV Layout..."));
    action->setObjectName(QStringLiteral("exportUVLayout"));
    action->setStatusTip(ExportUvLayoutDialog::tr("Write the texture-coordinate layout as a PNG image"));
    auto update = [action, document] {
        action->setEnabled(operationAvailable(*document, QStringLiteral("exportUVLayout")));
    };
    QObject::connect(document, &Document::modelReset, action, update);
    QObject::connect(document, &Document::meshesReset, action, update);
    QObject::connect(document, &Document::meshChanged, action, update);
    update();
    QObject::connect(action, &QAction::triggered, window, [document, window] {
        ExportUvLayoutDialog dialog(document, window);
        dialog.exec();
    });
    return action;
}

} // namespace quarry
