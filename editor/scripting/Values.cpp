// Converting between Qt's values and Python's.
#include "editor/scripting/Python.h"

#include <QVector3D>

namespace quarry::scripting {

py::str toPython(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    return py::str(utf8.constData(), size_t(utf8.size()));
}

QString toQString(const py::handle &object)
{
    return QString::fromStdString(py::str(object).cast<std::string>());
}

py::object toPython(const QVariant &value)
{
    if (!value.isValid() || value.isNull())
        return py::none();
    switch (value.typeId()) {
    case QMetaType::Bool: return py::bool_(value.toBool());
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong: return py::int_(value.toLongLong());
    case QMetaType::Double:
    case QMetaType::Float: return py::float_(value.toDouble());
    case QMetaType::QString: return toPython(value.toString());
    case QMetaType::QStringList: {
        py::list list;
        for (const QString &s : value.toStringList())
            list.append(toPython(s));
        return list;
    }
    case QMetaType::QVariantList: {
        py::list list;
        for (const QVariant &v : value.toList())
            list.append(toPython(v));
        return list;
    }
    case QMetaType::QVariantMap: {
        py::dict dict;
        const QVariantMap map = value.toMap();
        for (auto it = map.begin(); it != map.end(); ++it)
            dict[toPython(it.key())] = toPython(it.value());
        return dict;
    }
    case QMetaType::QVector3D: {
        const QVector3D v = value.value<QVector3D>();
        return py::make_tuple(v.x(), v.y(), v.z());
    }
    default: return toPython(value.toString());
    }
}

QVariant toVariant(const py::handle &object, const QString &what)
{
    if (object.is_none())
        return QVariant::fromValue(nullptr);
    if (py::isinstance<py::bool_>(object))
        return object.cast<bool>();
    if (py::isinstance<py::int_>(object)) {
        try {
            return QVariant::fromValue(object.cast<long long>());
        } catch (const py::cast_error &) {
            throw ScriptError{QStringLiteral("%1: the number is too large").arg(what)};
        }
    }
    if (py::isinstance<py::float_>(object))
        return object.cast<double>();
    if (py::isinstance<py::str>(object))
        return toQString(object);
    if (py::isinstance<py::list>(object) || py::isinstance<py::tuple>(object)) {
        QVariantList list;
        for (const py::handle item : object)
            list << toVariant(item, what);
        return list;
    }
    if (py::isinstance<py::dict>(object)) {
        QVariantMap map;
        for (const auto &[key, item] : object.cast<py::dict>())
            map.insert(toQString(key), toVariant(item, what));
        return map;
    }
    throw ScriptError{
        QStringLiteral("%1: a %2 cannot be used here").arg(what, toQString(py::type::of(object).attr("__name__")))};
}

} // namespace quarry::scripting
