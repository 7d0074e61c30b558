// Scale to Height's parameter, with the model's current height beside it
// and, when meshes are selected, the plain statement that the whole model
// is scaled (skeleton and animations must scale with every skinned mesh).
#pragma once

#include <QDialog>

class QDoubleSpinBox;
class QLabel;

namespace quarry {

class ScaleToHeightDialog : public QDialog
{
    Q_OBJECT

public:
    // `currentHeight` of the bind pose along Z; `meshesSelected` how many
    // meshes the selection holds (0: none).
    ScaleToHeightDialog(double currentHeight, int meshesSelected, QWidget *parent = nullptr);

    double height() const;
    void setHeight(double height);

private:
    QDoubleSpinBox *m_height;
};

} // namespace quarry
