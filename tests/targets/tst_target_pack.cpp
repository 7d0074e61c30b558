// The game archive (io/targets/Pack): every entry reads back as given;
// large entries worth deflating are deflated (on threads of their own, then
// copied in), and those that deflate by less than a third (a model's
// quantized animation frames) are stored, as the engines read both.
#include "io/targets/Pack.h"

#include <QRandomGenerator>
#include <QtTest>

#include <zip.h>

using namespace quarry;

namespace {

struct EntryRead
{
    QString name;
    QByteArray data;
    quint16 method = 0;
    quint64 compressedSize = 0;
};

QList<EntryRead> readArchive(const QByteArray &bytes)
{
    QList<EntryRead> entries;
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t *source = zip_source_buffer_create(bytes.constData(), zip_uint64_t(bytes.size()), 0, &error);
    zip_t *archive = source ? zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error) : nullptr;
    zip_error_fini(&error);
    if (!archive)
        return entries;
    for (zip_int64_t i = 0; i < zip_get_num_entries(archive, 0); ++i) {
        zip_stat_t st;
        if (zip_stat_index(archive, zip_uint64_t(i), 0, &st) != 0)
            continue;
        EntryRead e;
        e.name = QString::fromUtf8(st.name);
        e.method = st.comp_method;
        e.compressedSize = st.comp_size;
        e.data.resize(qsizetype(st.size));
        zip_file_t *file = zip_fopen_index(archive, zip_uint64_t(i), 0);
        if (file) {
            if (zip_fread(file, e.data.data(), st.size) != zip_int64_t(st.size))
                e.data = "(short read)";
            zip_fclose(file);
        }
        entries.append(e);
    }
    zip_discard(archive);
    return entries;
}

QByteArray noise(qsizetype size, quint32 seed)
{
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator random(seed);
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char(random.bounded(256));
    return bytes;
}

} // namespace

class TestTargetPack : public QObject
{
    Q_OBJECT

private slots:
    void entriesReadBackAsGiven()
    {
        QByteArray text;
        for (int i = 0; text.size() < 700 * 1024; ++i)
            text += QByteArray::number(i % 977) + " frame, joint\n";
        // Quantized numbers that deflate little: a smooth 16-bit signal
        // with noise in its low byte.
        QByteArray frames(600 * 1024, Qt::Uninitialized);
        QRandomGenerator random(7);
        for (qsizetype i = 0; i + 1 < frames.size(); i += 2) {
            frames[i] = char(random.bounded(256));
            frames[i + 1] = char((i / 4096) & 0xff);
        }
        const QList<ArchiveEntry> entries = {{QStringLiteral("models/a.iqm"), frames},
                                             {QStringLiteral("models/a.iqm.framegroups"), QByteArray("0 1 20 1\n")},
                                             {QStringLiteral("models/big.txt"), text},
                                             {QStringLiteral("models/big2.txt"), text + "x"},
                                             {QStringLiteral("models/noise.bin"), noise(300 * 1024, 3)},
                                             {QStringLiteral("models/a.png"), noise(1000, 4)}};
        QString error;
        const QByteArray archive = zipArchive(entries, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<EntryRead> read = readArchive(archive);
        QCOMPARE(read.size(), entries.size());
        for (qsizetype i = 0; i < entries.size(); ++i) {
            QCOMPARE(read[i].name, entries[i].name);
            QVERIFY2(read[i].data == entries[i].data, qPrintable(entries[i].name));
        }
        // The two large texts, deflated apart and copied in: deflated.
        QCOMPARE(read[2].method, quint16(ZIP_CM_DEFLATE));
        QCOMPARE(read[3].method, quint16(ZIP_CM_DEFLATE));
        QVERIFY(read[2].compressedSize * 4 < quint64(text.size()));
        QCOMPARE(read[1].method, quint16(ZIP_CM_DEFLATE));
        // Deflating would save less than a third: stored.
        QCOMPARE(read[0].method, quint16(ZIP_CM_STORE));
        QCOMPARE(read[4].method, quint16(ZIP_CM_STORE));
        QCOMPARE(read[5].method, quint16(ZIP_CM_STORE)); // PNG
        QStringList names = zipEntryNames(archive, &error);
        QCOMPARE(names.size(), entries.size());
    }
};

QTEST_GUILESS_MAIN(TestTargetPack)
#include "tst_target_pack.moc"
