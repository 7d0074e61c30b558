#include "io/iqe/IqeReader.h"

#include "io/iqe/IqeParser.h"

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
    return parser.run();
}

} // namespace quarry
