#include "model/operations/Operation.h"

#include "model/Document.h"
#include "model/operations/FixedLengths.h"
#include "model/ops/FormatStorage.h"

#include <QCoreApplication>
#include <QVector3D>

#include <cmath>

namespace quarry {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("quarry", text); // lupdate's context for namespace quarry
}

// The names of the objects an option of this type picks from.
QStringList objectNames(const Model &model, OperationOption::Type type)
{
    QStringList names;
    switch (type) {
    case OperationOption::Type::Mesh:
        for (const Mesh &mesh : model.meshes)
            names << mesh.name;
        break;
    case OperationOption::Type::Joint:
    case OperationOption::Type::JointList:
        for (const Joint &joint : model.skeleton.joints)
            names << joint.name;
        break;
    case OperationOption::Type::Material:
        for (const Material &material : model.materials)
            names << material.name;
        break;
    case OperationOption::Type::Animation:
        for (const Animation &animation : model.animations)
            names << animation.name;
        break;
    default: break;
    }
    return names;
}

QString kindName(OperationOption::Type type)
{
    switch (type) {
    case OperationOption::Type::Mesh: return tr("mesh");
    case OperationOption::Type::Joint:
    case OperationOption::Type::JointList: return tr("joint");
    case OperationOption::Type::Material: return tr("material");
    case OperationOption::Type::Animation: return tr("animation");
    default: return {};
    }
}

bool isNumber(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float: return true;
    default: return false;
    }
}

bool isInteger(const QVariant &value)
{
    return isNumber(value) && value.typeId() != QMetaType::Double && value.typeId() != QMetaType::Float;
}

QString checkRange(const OperationOption &option, double value)
{
    const bool below = option.minimum.isValid() && value < option.minimum.toDouble();
    const bool above = option.maximum.isValid() && value > option.maximum.toDouble();
    if (!below && !above)
        return {};
    if (option.minimum.isValid() && option.maximum.isValid())
        return tr("must be from %1 to %2, not %3").arg(option.minimum.toString(), option.maximum.toString()).arg(value);
    if (below)
        return tr("must be at least %1, not %2").arg(option.minimum.toString()).arg(value);
    return tr("must be at most %1, not %2").arg(option.maximum.toString()).arg(value);
}

// Converts `value` to the option's type; an empty string on success, else why not.
QString resolve(const Model &model, const OperationOption &option, QVariant &value)
{
    using Type = OperationOption::Type;
    switch (option.type) {
    case Type::Bool:
        if (value.typeId() != QMetaType::Bool)
            return tr("expects true or false");
        return {};
    case Type::Int:
        if (!isInteger(value))
            return tr("expects a whole number");
        value = value.toInt();
        return checkRange(option, value.toDouble());
    case Type::Double:
        if (!isNumber(value))
            return tr("expects a number");
        value = value.toDouble();
        if (!std::isfinite(value.toDouble()))
            return tr("expects a finite number");
        return checkRange(option, value.toDouble());
    case Type::String:
        if (value.typeId() != QMetaType::QString)
            return tr("expects a string");
        return {};
    case Type::Choice:
        if (value.typeId() != QMetaType::QString || !option.choices.contains(value.toString()))
            return tr("expects one of: %1").arg(option.choices.join(QLatin1String(", ")));
        return {};
    case Type::Vector3: {
        // An option with no default may be left out (None in scripts).
        if ((!value.isValid() || value.isNull()) && !option.defaultValue.isValid()) {
            value = QVariant();
            return {};
        }
        const QVariantList list = value.toList();
        if (value.typeId() == QMetaType::QVector3D)
            return {};
        if (list.size() != 3 || !isNumber(list[0]) || !isNumber(list[1]) || !isNumber(list[2]))
            return tr("expects three numbers");
        value = QVector3D(float(list[0].toDouble()), float(list[1].toDouble()), float(list[2].toDouble()));
        return {};
    }
    case Type::StringList: {
        if (value.typeId() == QMetaType::QString) {
            value = QStringList{value.toString()};
            return {};
        }
        QStringList strings;
        for (const QVariant &item : value.toList()) {
            if (item.typeId() != QMetaType::QString)
                return tr("expects a list of strings");
            strings << item.toString();
        }
        if (value.typeId() != QMetaType::QStringList && value.typeId() != QMetaType::QVariantList)
            return tr("expects a list of strings");
        if (value.typeId() == QMetaType::QVariantList)
            value = strings;
        return {};
    }
    case Type::Mesh:
    case Type::Joint:
    case Type::Material:
    case Type::Animation: {
        const QStringList names = objectNames(model, option.type);
        const bool noneAllowed = option.defaultValue.isValid() && option.defaultValue.toInt() == -1;
        if (!value.isValid() || value.isNull()) {
            if (noneAllowed) {
                value = -1;
                return {};
            }
            return tr("expects a %1 name or index").arg(kindName(option.type));
        }
        if (isInteger(value)) {
            const int index = value.toInt();
            if (index == -1 && noneAllowed)
                return {};
            if (index < 0 || index >= names.size())
                return tr("has no %1 at index %2 (the model has %3)")
                    .arg(kindName(option.type))
                    .arg(index)
                    .arg(names.size());
            value = index;
            return {};
        }
        if (value.typeId() != QMetaType::QString)
            return tr("expects a %1 name or index").arg(kindName(option.type));
        const int index = names.indexOf(value.toString());
        if (index < 0)
            return tr("names no %1 \"%2\"").arg(kindName(option.type), value.toString());
        value = index;
        return {};
    }
    case Type::JointList: {
        if (!value.isValid() || value.isNull()) {
            value = QVariantList();
            return {};
        }
        QVariantList items = value.typeId() == QMetaType::QStringList || value.typeId() == QMetaType::QVariantList
                                 ? value.toList()
                                 : QVariantList{value};
        OperationOption one = option;
        one.type = Type::Joint;
        one.defaultValue = QVariant();
        QVariantList indexes;
        for (QVariant &item : items) {
            const QString error = resolve(model, one, item);
            if (!error.isEmpty())
                return error;
            indexes << item;
        }
        value = indexes;
        return {};
    }
    }
    return {};
}

// Replaces each alias in `options` by the options it stands for; an empty
// string on success, else the error.
QString expandAliases(const Operation &operation, QVariantMap &options)
{
    for (const OptionAlias &alias : operation.aliases) {
        const auto it = options.constFind(alias.name);
        if (it == options.constEnd())
            continue;
        const QVariant value = it.value();
        for (const QString &name : alias.options)
            if (options.contains(name))
                return tr("%1: give option \"%2\" or \"%3\", not both")
                    .arg(operation.id, alias.name, alias.options.join(QLatin1String("\", \"")));
        options.remove(alias.name);
        if (alias.options.size() == 1) {
            options.insert(alias.options.first(), value);
            continue;
        }
        const QVariantList list = value.toList();
        if ((value.typeId() != QMetaType::QVariantList && value.typeId() != QMetaType::QStringList)
            || list.size() != alias.options.size())
            return tr("%1: option \"%2\" expects %3 values (%4)")
                .arg(operation.id, alias.name)
                .arg(alias.options.size())
                .arg(alias.options.join(QLatin1String(", ")));
        for (qsizetype i = 0; i < list.size(); ++i)
            options.insert(alias.options[i], list[i]);
    }
    return {};
}

} // namespace

QString optionTypeName(OperationOption::Type type)
{
    using Type = OperationOption::Type;
    switch (type) {
    case Type::Bool: return QStringLiteral("bool");
    case Type::Int: return QStringLiteral("int");
    case Type::Double: return QStringLiteral("float");
    case Type::String: return QStringLiteral("str");
    case Type::Choice: return QStringLiteral("choice");
    case Type::Vector3: return QStringLiteral("vector3");
    case Type::StringList: return QStringLiteral("list[str]");
    case Type::Mesh: return QStringLiteral("mesh");
    case Type::Joint: return QStringLiteral("joint");
    case Type::Material: return QStringLiteral("material");
    case Type::Animation: return QStringLiteral("animation");
    case Type::JointList: return QStringLiteral("list[joint]");
    }
    return {};
}

void addWarnings(OperationResult &result, const QStringList &warnings)
{
    for (const QString &w : warnings)
        if (!result.warnings.contains(w)) {
            result.warnings << w;
            result.message = result.message.isEmpty() ? w : result.message + QStringLiteral(" ") + w;
        }
}

OperationResult runOperation(Document &document, const QString &id, const QVariantMap &given)
{
    const Operation *operation = findOperation(id);
    if (!operation)
        return OperationResult::failure(tr("No operation \"%1\"").arg(id));
    QVariantMap options = given;
    const QString aliasError = expandAliases(*operation, options);
    if (!aliasError.isEmpty())
        return OperationResult::failure(aliasError);

    QVariantMap resolved;
    for (const OperationOption &option : operation->options) {
        QVariant value = options.contains(option.name) ? options.value(option.name) : option.defaultValue;
        const QString error = resolve(document.model(), option, value);
        if (!error.isEmpty())
            return OperationResult::failure(tr("%1: option \"%2\" %3").arg(id, option.name, error));
        resolved.insert(option.name, value);
    }
    for (auto it = options.begin(); it != options.end(); ++it) {
        if (!resolved.contains(it.key())) {
            QStringList known;
            for (const OperationOption &option : operation->options)
                known << option.name;
            for (const OptionAlias &alias : operation->aliases)
                known << alias.name;
            return OperationResult::failure(
                tr("%1: no option \"%2\" (it takes: %3)")
                    .arg(id, it.key(), known.isEmpty() ? tr("none") : known.join(QLatin1String(", "))));
        }
    }
    if (operation->unavailable) {
        const QString why = operation->unavailable(document);
        if (!why.isEmpty())
            return OperationResult::failure(tr("%1: %2").arg(id, why));
    }
    const FixedLengthWatch fixedLengths(document.model());
    OperationResult result = operation->run(document, resolved);
    if (result.ok)
        addWarnings(result, fixedLengths.warnings(document.model()));
    // An edit of normals alone on a model from a format that stores none
    // (MD5) says that saving in that format loses it.
    if (result.ok && (id == QLatin1String("flipNormals") || id == QLatin1String("recomputeNormals")))
        if (const QString note = normalsNotStoredNote(document.format()); !note.isEmpty())
            result.message = result.message.isEmpty() ? note : result.message + QLatin1Char(' ') + note;
    return result;
}

} // namespace quarry
