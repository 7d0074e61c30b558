// ExportDialog's conversion settings as its widgets give them: what `quarry
// convert` takes as options (the dialog itself: editor/ExportDialog.cpp).
#include "editor/ExportDialog.h"

#include "io/Formats.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>

namespace quarry {

ConversionSettings ExportDialog::settings() const
{
    ConversionSettings s;
    s.sourceUp = m_up->currentData().toString() == QLatin1String("y") ? 'y' : 'z';
    s.axesAsStored = m_up->currentData().toString() == QLatin1String("stored");
    if (m_sizeMode->currentIndex() == 1)
        s.scale = float(m_size->value());
    else if (m_sizeMode->currentIndex() == 2)
        s.height = float(m_size->value());
    s.flipWinding = m_flip->isChecked();
    s.maxInfluences = m_influences->value();
    s.fps = m_fps->value();
    parseRootMotion(m_rootMotion->currentData().toString(), &s.rootMotion);
    s.weld = m_weld->isChecked();
    s.flipNormals = m_flipNormals->isChecked();
    s.normalizeWeights = m_normalize->isChecked();
    s.removeUnusedJoints = m_removeUnused->isChecked();
    s.dropToGround = m_drop->isChecked();
    s.centre = m_centre->isChecked();
    s.texturePaths.stripDirectories = m_stripDirs->isChecked();
    s.texturePaths.extension = m_textureExt->text().trimmed();
    s.optimizeVertexOrder = m_optimize->isChecked();
    applyFormatLimits(format(), s);
    return s;
}

} // namespace quarry
