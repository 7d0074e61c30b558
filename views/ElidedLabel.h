// A one-line label that fits any width: text too long for it ends in "…"
// and the whole text shows as its tooltip. For names and paths in docks,
// which must not make a dock wider than the window has room for.
#pragma once

#include <QLabel>

class QComboBox;

namespace quarry {

class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(const QString &text = {}, QWidget *parent = nullptr);

    void setFullText(const QString &text);
    QString fullText() const { return m_text; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void elide();

    QString m_text;
};

// Combo boxes sized by a few characters rather than their longest item
// (joint and material names can be long); the popup still shows them whole.
void makeComboCompact(QComboBox *combo, int characters = 12);

} // namespace quarry
