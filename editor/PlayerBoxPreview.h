// The Export dialog's picture of the player as the game will get it: the
// model's bind pose (after the export's conversions and the game's player
// conventions) seen from the side and from the front, filled, with the
// game's player box, its floor and the way the game's players face (+X).
#pragma once

#include "model/Model.h"
#include "model/Pose.h"

#include <QWidget>

namespace quarry {

class PlayerBoxPreview : public QWidget
{
    Q_OBJECT

public:
    explicit PlayerBoxPreview(QWidget *parent = nullptr);

    struct Box
    {
        float floor = -24; // Z of the feet
        float top = 32; // Z of the box's top
        float halfWidth = 16; // along X and Y
    };
    // The model as exported and the game's box; no box: the model alone
    // (a model that is not a player keeps its place).
    void setModel(const Model &model, const std::optional<Box> &box);
    void clear();
    // The bind pose's bounds drawn (invalid when nothing is shown).
    const Bounds &bounds() const { return m_bounds; }

    QSize sizeHint() const override { return {420, 180}; }
    QSize minimumSizeHint() const override { return {260, 140}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // Triangles as 3 corners each, at most a few thousand (every n-th kept).
    QList<QVector3D> m_corners;
    Bounds m_bounds;
    std::optional<Box> m_box;
};

} // namespace quarry
