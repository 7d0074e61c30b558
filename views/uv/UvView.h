// The UV editor's canvas: the faces of the selected meshes (every mesh when
// none is selected) in texture space over their material's texture, or a
// checker where there is none. Seams are drawn in their own colour, the
// document's selected faces and vertices highlighted (selecting here sets
// the document's selection, so the viewport shows it too). Middle drag
// pans, the wheel zooms about the cursor, a pixel grid appears at high
// zoom. A left drag on the selection moves it (Ctrl: rotates it, Ctrl+Shift:
// scales it, about its centre): one transformUVs step when the button is
// let go, snapped to texture pixels (15 degrees) when snapping is on.
#pragma once

#include <QImage>
#include <QLineF>
#include <QMap>
#include <QWidget>

namespace quarry {

class Document;

class UvView : public QWidget
{
    Q_OBJECT

public:
    explicit UvView(Document *document, QWidget *parent = nullptr);

    int uvSet() const { return m_set; }
    void setUvSet(int set);
    bool snapToPixels() const { return m_snap; }
    void setSnapToPixels(bool snap) { m_snap = snap; }
    // Clicks pick vertices (true) or faces (false).
    bool pickVertices() const { return m_pickVertices; }
    void setPickVertices(bool vertices) { m_pickVertices = vertices; }

    // Where texture coordinate `uv` is on the widget, and back.
    QPointF toWidget(QPointF uv) const;
    QPointF toUv(QPointF widget) const;
    // Shows the unit square whole, centred.
    void frameUnitSquare();
    double zoom() const { return m_zoom; }
    // Zoom (widget pixels per texture unit) and where uv (0, 0) is.
    void setView(double zoom, QPointF origin);

    // The meshes shown: the selected ones (or those of the selected
    // vertices and faces), every mesh when nothing is selected.
    QList<int> shownMeshes() const;
    // The texture behind the layout (the checker when the material has none).
    const QImage &texture() const { return m_texture; }
    // The size in pixels that snapping rounds a move to (the texture's).
    QSize snapSize() const;

    // Paints the layout of the shown meshes into `painter` over `rect`
    // (what paintEvent does; the benchmark times it offscreen).
    void paintLayout(QPainter &painter, const QRect &rect);

Q_SIGNALS:
    void message(const QString &text);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    struct MeshLines
    {
        QList<QLineF> edges; // texture space
        QList<QLineF> seams;
        bool valid = false;
    };

    void invalidate(int mesh = -1);
    const MeshLines &linesOf(int mesh);
    void updateTexture();
    // The face (mesh, index) under a widget point, or mesh -1.
    QPair<int, qint64> faceAt(QPointF widget) const;
    QPair<int, qint64> vertexAt(QPointF widget) const;
    bool onSelection(QPointF widget) const;
    void selectAt(QPointF widget, bool add);
    // Faces wholly inside (or vertices inside) a widget rectangle.
    void selectInBox(const QRectF &box, bool add);
    void finishMove();

    Document *m_document;
    int m_set = 0;
    bool m_snap = false;
    bool m_pickVertices = false;
    double m_zoom = 256.0; // widget pixels per texture unit
    QPointF m_origin{20, 20}; // where uv (0, 0) is on the widget
    bool m_framed = true; // the user has not panned or zoomed yet: resizing frames
    QMap<int, MeshLines> m_lines;
    // The edges and seams as drawn at the current zoom and pan, kept while
    // only the selection or a drag preview changes (see LineRaster).
    QImage m_layer;
    bool m_layerValid = false;
    double m_layerZoom = 0;
    QPointF m_layerOrigin;
    QList<int> m_layerMeshes;
    QImage m_texture;
    bool m_textureIsChecker = true;
    QString m_texturePath; // the file m_texture was read from, and when it was last changed
    qint64 m_textureStamp = 0;

    enum class Drag : quint8 { None, Pan, Move, Rotate, Scale, Box };
    Drag m_drag = Drag::None;
    QPointF m_pressAt;
    QPointF m_lastAt;
    QPointF m_moveUv; // the move so far, in texture units (snapped)
    double m_rotate = 0; // the rotation so far, degrees
    double m_scale = 1; // the scale so far
    QPointF m_centre; // the selection's centre in texture space, where a rotation or scale turns
};

} // namespace quarry
