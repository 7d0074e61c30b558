#include "io/MappedFile.h"

#include "model/Translate.h"

namespace quarry {

namespace {

// (A free function: lupdate files tr() in it under "quarry", as it is looked up.)
QString incompleteRead(const QString &why)
{
    return tr("could not read the whole file: %1").arg(why);
}

} // namespace

bool MappedFile::open(const QString &path, QString &error)
{
    close();
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadOnly)) {
        error = m_file.errorString();
        return false;
    }
    m_size = m_file.size();
    if (m_size > 0)
        m_mapped = m_file.map(0, m_size);
    if (m_mapped || m_size == 0)
        return true;
    m_data = m_file.readAll();
    if (m_data.size() != m_size) {
        error = incompleteRead(m_file.errorString());
        return false;
    }
    return true;
}

QByteArrayView MappedFile::bytes() const
{
    if (m_mapped)
        return QByteArrayView(reinterpret_cast<const char *>(m_mapped), m_size);
    return m_data.isEmpty() ? QByteArrayView() : QByteArrayView(m_data);
}

void MappedFile::close()
{
    if (m_mapped)
        m_file.unmap(m_mapped);
    m_mapped = nullptr;
    m_size = 0;
    m_data.clear();
    m_file.close();
}

} // namespace quarry
