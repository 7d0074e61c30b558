// The ironwail target's .mdl and enhanced MD5 in Ironwail, opt-in: the
// engine QUARRY_IRONWAIL names, built beside the project
// (docs/contributing/testing.md), run as EnhancedQuakeRun.h says.
#include "EnhancedQuakeRun.h"

using namespace quarry;
using namespace quarry::test;

class TestTargetIronwail : public QObject
{
    Q_OBJECT

    EnhancedQuakeRun m_run;

private slots:
    void initTestCase()
    {
        const QString engine = qEnvironmentVariable("QUARRY_IRONWAIL");
        if (engine.isEmpty())
            QSKIP("QUARRY_IRONWAIL is not set: it names an Ironwail binary built beside the project "
                  "(docs/contributing/testing.md)");
        // The console lines with an error or warning that the generated data
        // causes (see tst_target_quakespasm), and Ironwail's own: no loc
        // file, a level without textures, no point file beside it and no
        // QuakeC (a demo is played without a server); no vertical sync on
        // the virtual display; no Steam, and no add-on list (built without
        // download support). Smooth texture filtering, as QuakeSpasm's:
        // Ironwail's default shows each texel of the dithered skin, where
        // Quarry's drawing takes a triangle's mean.
        m_run.start({QStringLiteral("ironwail"),
                     engine,
                     QDir::homePath() + QStringLiteral("/.ironwail"),
                     {QRegularExpression(QStringLiteral("^W_GetLump(info|Name): \\w+ not found$")),
                      QRegularExpression(QStringLiteral("^Couldn't load 'localization/loc_english.txt'$")),
                      QRegularExpression(QStringLiteral("^Mod_LoadTextures: no textures in bsp file$")),
                      QRegularExpression(
                          QStringLiteral("^FindFile: can't find (maps/quarry\\.pts|csprogs\\.dat|progs\\.dat)$")),
                      QRegularExpression(QStringLiteral("^Could not disable vsync$")),
                      QRegularExpression(QStringLiteral("^Steam library not found\\.$")),
                      QRegularExpression(QStringLiteral(
                          "^Failed to download add-on list \\(download support disabled at compile time\\.\\)$"))},
                     QStringLiteral("; gl_texturemode GL_LINEAR_MIPMAP_LINEAR")});
    }

    void loadsWithoutComplaint() { m_run.loadsWithoutComplaint(); }
    void emptyShotIsEmpty() { m_run.emptyShotIsEmpty(); }
    void drawsTheEnhancedModel() { m_run.drawsTheEnhancedModel(); }
    void drawsTheFrames() { m_run.drawsTheFrames(); }
};

QTEST_GUILESS_MAIN(TestTargetIronwail)
#include "tst_target_ironwail.moc"
