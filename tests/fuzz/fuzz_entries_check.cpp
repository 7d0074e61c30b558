// Every fuzz entry (fuzz_reader.cpp) run once on each of its seeds, kept
// regressions and the tests' fixtures of its extension (as run_fuzzers.sh
// seeds them), built as the fuzz targets are but with the ordinary
// compiler and no libFuzzer: the entries link with the fuzz build's source
// list alone, and every seed reads without tripping an entry's checks.
//   tst_fuzz_entries SOURCE_DIR
#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>

#include <cstdint>
#include <cstdio>

#define QUARRY_FUZZ_READER(reader) extern "C" int quarryFuzz_##reader(const uint8_t *bytes, size_t size);
QUARRY_FUZZ_READER(iqe)
QUARRY_FUZZ_READER(iqm)
QUARRY_FUZZ_READER(md3)
QUARRY_FUZZ_READER(mdl)
QUARRY_FUZZ_READER(md2)
QUARRY_FUZZ_READER(glb)
QUARRY_FUZZ_READER(gltf)
QUARRY_FUZZ_READER(md5mesh)
QUARRY_FUZZ_READER(md5anim)
QUARRY_FUZZ_READER(qm)
QUARRY_FUZZ_READER(xmf)
QUARRY_FUZZ_READER(xsf)
QUARRY_FUZZ_READER(xaf)
QUARRY_FUZZ_READER(xrf)
QUARRY_FUZZ_READER(cmf)
QUARRY_FUZZ_READER(csf)
QUARRY_FUZZ_READER(caf)
QUARRY_FUZZ_READER(crf)
QUARRY_FUZZ_READER(cfg)
QUARRY_FUZZ_READER(xpf)
QUARRY_FUZZ_READER(cpf)
QUARRY_FUZZ_READER(framegroups)
QUARRY_FUZZ_READER(animationcfg)
QUARRY_FUZZ_READER(charactercfg)
QUARRY_FUZZ_READER(animationmap)
QUARRY_FUZZ_READER(pak)
QUARRY_FUZZ_READER(pcx)

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: tst_fuzz_entries SOURCE_DIR\n");
        return 2;
    }
    struct Entry
    {
        const char *reader;
        int (*run)(const uint8_t *, size_t);
    };
    const Entry entries[] = {{"iqe", quarryFuzz_iqe},
                             {"iqm", quarryFuzz_iqm},
                             {"md3", quarryFuzz_md3},
                             {"mdl", quarryFuzz_mdl},
                             {"md2", quarryFuzz_md2},
                             {"md5mesh", quarryFuzz_md5mesh},
                             {"md5anim", quarryFuzz_md5anim},
                             {"qm", quarryFuzz_qm},
                             {"xmf", quarryFuzz_xmf},
                             {"xsf", quarryFuzz_xsf},
                             {"xaf", quarryFuzz_xaf},
                             {"xrf", quarryFuzz_xrf},
                             {"cmf", quarryFuzz_cmf},
                             {"csf", quarryFuzz_csf},
                             {"caf", quarryFuzz_caf},
                             {"crf", quarryFuzz_crf},
                             {"cfg", quarryFuzz_cfg},
                             {"xpf", quarryFuzz_xpf},
                             {"cpf", quarryFuzz_cpf},
                             {"framegroups", quarryFuzz_framegroups},
                             {"animationcfg", quarryFuzz_animationcfg},
                             {"charactercfg", quarryFuzz_charactercfg},
                             {"animationmap", quarryFuzz_animationmap},
                             {"glb", quarryFuzz_glb},
                             {"gltf", quarryFuzz_gltf},
                             {"pak", quarryFuzz_pak},
                             {"pcx", quarryFuzz_pcx}};
    const QDir fuzz(QString::fromLocal8Bit(argv[1]) + QStringLiteral("/tests/fuzz"));
    int failures = 0;
    for (const Entry &e : entries) {
        const QString reader = QString::fromLatin1(e.reader);
        QStringList files;
        for (const QString &folder : {QStringLiteral("seeds/"), QStringLiteral("regressions/")}) {
            const QDir dir(fuzz.filePath(folder + reader));
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
                files << dir.filePath(name);
        }
        // The tests' files of the reader's extension, or of the name the
        // games give them (animation.cfg); --animation-map files have none.
        const QString pattern = reader == QLatin1String("animationcfg")   ? QStringLiteral("animation.cfg")
                                : reader == QLatin1String("charactercfg") ? QStringLiteral("character.cfg")
                                : reader == QLatin1String("animationmap") ? QString()
                                                                          : QStringLiteral("*.") + reader;
        QDirIterator fixtures(QDir::cleanPath(fuzz.filePath(QStringLiteral(".."))), {pattern}, QDir::Files,
                              QDirIterator::Subdirectories);
        while (!pattern.isEmpty() && fixtures.hasNext()) {
            const QString path = fixtures.next();
            if (!path.contains(QLatin1String("/tests/fuzz/")))
                files << path;
        }
        int inputs = 0;
        for (const QString &path : std::as_const(files)) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(f.fileName()));
                ++failures;
                continue;
            }
            const QByteArray bytes = f.readAll();
            e.run(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
            ++inputs;
        }
        // Every reader has seeds (tests/fuzz/seeds, written by fuzz_seeds).
        std::printf("fuzz_%s: %d inputs\n", e.reader, inputs);
        if (inputs == 0) {
            std::fprintf(stderr, "fuzz_%s has no seeds\n", e.reader);
            ++failures;
        }
    }
    return failures == 0 ? 0 : 1;
}
