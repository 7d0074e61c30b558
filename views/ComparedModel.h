// The model the open one is compared with (B, loaded by File > Compare
// With…), as the views share it: the Compare dock lists the report, the
// viewport draws B as a ghost over A and colours A by its distance to B
// (DrawMode::Deviation). A view state, not part of the document: it never
// changes the model and is not undone. One per Document, its child;
// cleared when the document's model is replaced (Document::modelReset).
#pragma once

#include "model/Model.h"

#include <QObject>
#include <QString>

namespace quarry {

class Document;

class ComparedModel : public QObject
{
    Q_OBJECT

public:
    // The document's, made on first use.
    static ComparedModel *of(Document *document);
    // The document's if made already, else null.
    static const ComparedModel *find(const Document *document);

    bool isLoaded() const { return m_loaded; }
    // B as drawn and measured: scaled to A's height where the comparison
    // fits the scale; original(): as read.
    const Model &model() const { return m_model; }
    const Model &original() const { return m_original; }
    double scale() const { return m_scale; }
    QString name() const { return m_name; }
    // The distance the Deviation scale tops out at (a fraction of A's height).
    double tolerance() const { return m_tolerance; }

    void setModel(const Model &model, const QString &name, double tolerance, double scale = 1.0);
    void clear();

    // Whether the viewport draws B's ghost while a model is loaded (the
    // choice outlives a clear()).
    bool ghostShown() const { return m_ghostShown; }
    void setGhostShown(bool shown);

Q_SIGNALS:
    // B was loaded, replaced or cleared.
    void changed();
    void ghostShownChanged(bool shown);

private:
    explicit ComparedModel(Document *document);

    Model m_model;
    Model m_original;
    double m_scale = 1;
    QString m_name;
    double m_tolerance = 0.005;
    bool m_loaded = false;
    bool m_ghostShown = true;
};

} // namespace quarry
