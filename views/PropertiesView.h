// The fields of the selected object (the first one selected), editable;
// each committed edit is one undo step.
#pragma once

#include <QWidget>

class QFormLayout;

namespace quarry {

class Document;

class PropertiesView : public QWidget
{
    Q_OBJECT

public:
    explicit PropertiesView(Document *document, QWidget *parent = nullptr);

private:
    void rebuild();
    void clearForm();
    void showMesh(int index);
    void showMaterial(int index);
    void showJoint(int index);
    void showAnimation(int index);
    void showShape(int index);
    void addNameField(int kind, int index, const QString &name);
    void addInfo(const QString &label, const QString &value);

    Document *m_document;
    QFormLayout *m_form;
    QWidget *m_body;
    bool m_rebuildQueued = false;
};

} // namespace quarry
