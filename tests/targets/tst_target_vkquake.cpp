// The vkquake target's .mdl and enhanced MD5 in vkQuake, opt-in: the
// engine QUARRY_VKQUAKE names, built beside the project
// (docs/contributing/testing.md), run as EnhancedQuakeRun.h says.
#include "EnhancedQuakeRun.h"

using namespace quarry;
using namespace quarry::test;

class TestTargetVkquake : public QObject
{
    Q_OBJECT

    EnhancedQuakeRun m_run;

private slots:
    void initTestCase()
    {
        const QString engine = qEnvironmentVariable("QUARRY_VKQUAKE");
        if (engine.isEmpty())
            QSKIP("QUARRY_VKQUAKE is not set: it names a vkQuake binary built beside the project "
                  "(docs/contributing/testing.md)");
        // The console lines with an error or warning that the generated data
        // causes (see tst_target_quakespasm): no loc file, a level without
        // textures; and no Steam. vkQuake writes its shots in the base
        // folder's GAME and only looks for the registration marker.
        m_run.start({QStringLiteral("vkquake"),
                     engine,
                     {},
                     {QRegularExpression(QStringLiteral("^(Warning: )?W_GetLump(info|Name): \\w+ not found$")),
                      QRegularExpression(QStringLiteral("^Couldn't load 'localization/loc_english.txt'$")),
                      QRegularExpression(QStringLiteral("^Mod_LoadTextures: no textures in bsp file$")),
                      QRegularExpression(QStringLiteral("^Steam library not found\\.$"))},
                     {},
                     false});
    }

    void loadsWithoutComplaint() { m_run.loadsWithoutComplaint(); }
    void emptyShotIsEmpty() { m_run.emptyShotIsEmpty(); }
    void drawsTheEnhancedModel() { m_run.drawsTheEnhancedModel(); }
    void drawsTheFrames() { m_run.drawsTheFrames(); }
};

QTEST_GUILESS_MAIN(TestTargetVkquake)
#include "tst_target_vkquake.moc"
