#include "io/iqe/IqeReader.h"

#include "io/iqe/IqeParser.h"
#include "io/iqe/IqeReplay.h"

#include <string_view>

namespace quarry {

namespace {

constexpr std::string_view kHeader = "# Inter-Quake Export";

} // namespace

bool probeIqe(QByteArrayView head)
{
    if (head.startsWith("\xEF\xBB\xBF"))
        head = head.sliced(3);
    return head.startsWith(QByteArrayView(kHeader.data(), qsizetype(kHeader.size())));
}

ReadResult readIqe(const QString &path, QByteArrayView data, const ReadOptions &options)
{
    iqe::Parser parser(path, data, options);
    ReadResult r = parser.run();
    // The text as read, for saving it back as it was (IqeReplay.h).
    if (r.ok() && options.options.value(QLatin1String(kIqeKeepSourceOption), true).toBool())
        r.model.extras.insert(QLatin1String(kIqeSource), data.toByteArray());
    return r;
}

} // namespace quarry
