#include "editor/scripting/OperationsReference.h"

#include "model/operations/Operation.h"

#include <QLocale>
#include <QMap>
#include <QVector3D>

namespace quarry::scripting {

namespace {

using Type = OperationOption::Type;

bool isObject(Type type)
{
    return type == Type::Mesh || type == Type::Joint || type == Type::Material || type == Type::Animation;
}

QString pythonString(const QString &text)
{
    QString s = text;
    s.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + s + QLatin1Char('"');
}

QString pythonFloat(double value)
{
    QString s = QString::number(value, 'g', QLocale::FloatingPointShortest);
    if (!s.contains(QLatin1Char('.')) && !s.contains(QLatin1Char('e')) && !s.contains(QLatin1String("n")))
        s += QLatin1String(".0");
    return s;
}

// The option's default as Python writes it.
QString pythonDefault(const OperationOption &option)
{
    const QVariant &value = option.defaultValue;
    if (isObject(option.type) && value.toInt() == -1)
        return QStringLiteral("None");
    if (!value.isValid() || value.isNull())
        return QStringLiteral("None");
    switch (option.type) {
    case Type::Bool: return value.toBool() ? QStringLiteral("True") : QStringLiteral("False");
    case Type::Int: return QString::number(value.toLongLong());
    case Type::Double: return pythonFloat(value.toDouble());
    case Type::Vector3: {
        QVector3D v = value.value<QVector3D>();
        if (value.typeId() != QMetaType::QVector3D) {
            const QVariantList list = value.toList();
            if (list.size() == 3)
                v = QVector3D(list[0].toFloat(), list[1].toFloat(), list[2].toFloat());
        }
        return QStringLiteral("(%1, %2, %3)").arg(pythonFloat(v.x()), pythonFloat(v.y()), pythonFloat(v.z()));
    }
    case Type::StringList:
    case Type::JointList: {
        QStringList items;
        for (const QVariant &item : value.toList())
            items << (item.typeId() == QMetaType::QString ? pythonString(item.toString()) : item.toString());
        return QLatin1Char('[') + items.join(QLatin1String(", ")) + QLatin1Char(']');
    }
    default:
        if (value.typeId() == QMetaType::QString)
            return pythonString(value.toString());
        return value.toString();
    }
}

// The option's type as a Python annotation.
QString pythonType(const OperationOption &option)
{
    const bool none = pythonDefault(option) == QLatin1String("None");
    QString type;
    switch (option.type) {
    case Type::Bool: type = QStringLiteral("bool"); break;
    case Type::Int: type = QStringLiteral("int"); break;
    case Type::Double: type = QStringLiteral("float"); break;
    case Type::String: type = QStringLiteral("str"); break;
    case Type::Choice: {
        QStringList choices;
        for (const QString &c : option.choices)
            choices << pythonString(c);
        type = QStringLiteral("Literal[%1]").arg(choices.join(QLatin1String(", ")));
        break;
    }
    case Type::Vector3: type = QStringLiteral("tuple[float, float, float]"); break;
    case Type::StringList: type = QStringLiteral("list[str] | str"); break;
    case Type::Mesh:
    case Type::Joint:
    case Type::Material:
    case Type::Animation: type = QStringLiteral("int | str"); break;
    case Type::JointList: type = QStringLiteral("list[int | str] | int | str"); break;
    }
    return none ? type + QStringLiteral(" | None") : type;
}

QString markdownCell(QString text)
{
    return text.replace(QLatin1Char('|'), QLatin1String("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

const OperationOption *findOption(const Operation &operation, const QString &name)
{
    for (const OperationOption &o : operation.options)
        if (o.name == name)
            return &o;
    return nullptr;
}

QString anchor(const QString &id)
{
    return id.toLower();
}

} // namespace

QString operationsMarkdown()
{
    QString out;
    out += QStringLiteral(
        "# Operations reference\n\n"
        "<!-- Generated from the operation registry (model/operations) by "
        "`cmake --build BUILD --target operations_reference`; do not edit. -->\n\n"
        "Every operation a script runs with `doc.run(id, **options)`, as the editor's menus run it: its id, "
        "the menu it lives in (category), its label there, and its options with their type, default and help. "
        "How objects, selections and clips are given is explained in [scripting](../scripting.md); "
        "`quarry.operations()` returns the same list at run time.\n\n"
        "Types: `mesh`, `joint`, `material`, `animation` take a name or an index (None: the selection or the "
        "current one, where the default is None); `list[joint]` a list of them; `vector3` three numbers; "
        "`choice` one of the values listed.\n\n");
    QMap<QString, QStringList> byCategory;
    QStringList categories;
    for (const Operation &operation : operations()) {
        if (!byCategory.contains(operation.category))
            categories << operation.category;
        byCategory[operation.category] << operation.id;
    }
    out += QStringLiteral("## Contents\n\n");
    for (const QString &category : std::as_const(categories)) {
        QStringList links;
        for (const QString &id : byCategory.value(category))
            links << QStringLiteral("[`%1`](#%2)").arg(id, anchor(id));
        out += QStringLiteral("- **%1**: %2\n").arg(category, links.join(QLatin1String(", ")));
    }
    for (const Operation &operation : operations()) {
        out += QStringLiteral("\n## %1\n\n").arg(operation.id);
        out += QStringLiteral("%1 > %2\n\n").arg(operation.category, operation.label);
        if (operation.options.isEmpty()) {
            out += QStringLiteral("No options.\n");
        } else {
            out += QStringLiteral("| option | type | default | help |\n|---|---|---|---|\n");
            for (const OperationOption &o : operation.options) {
                QString type = optionTypeName(o.type);
                if (!o.choices.isEmpty())
                    type += QStringLiteral(": ") + o.choices.join(QLatin1String(", "));
                QString help = o.help;
                if (o.minimum.isValid() && o.maximum.isValid())
                    help += QStringLiteral(" (%1 to %2)").arg(o.minimum.toString(), o.maximum.toString());
                else if (o.minimum.isValid())
                    help += QStringLiteral(" (at least %1)").arg(o.minimum.toString());
                else if (o.maximum.isValid())
                    help += QStringLiteral(" (at most %1)").arg(o.maximum.toString());
                out += QStringLiteral("| `%1` | %2 | `%3` | %4 |\n")
                           .arg(o.name, markdownCell(type), markdownCell(pythonDefault(o)), markdownCell(help));
            }
        }
        if (!operation.aliases.isEmpty()) {
            out += QStringLiteral("\nAlso accepted:\n\n");
            for (const OptionAlias &a : operation.aliases) {
                QStringList targets;
                for (const QString &t : a.options)
                    targets << QStringLiteral("`%1`").arg(t);
                out += QStringLiteral("- `%1`: %2, for %3\n").arg(a.name, a.help, targets.join(QLatin1String(" and ")));
            }
        }
    }
    return out;
}

QString pythonStub()
{
    QString out = QStringLiteral(
        "# The module quarry, for editors' completion and type checkers.\n"
        "# Generated from the operation registry (model/operations) by\n"
        "# `cmake --build BUILD --target operations_reference`; do not edit.\n"
        "from typing import Any, Literal, overload\n"
        "\n"
        "class Error(Exception): ...\n"
        "\n"
        "class Mesh:\n"
        "    \"\"\"A mesh as it was when read (a snapshot).\"\"\"\n"
        "    name: str\n"
        "    vertex_count: int\n"
        "    triangle_count: int\n"
        "    material: str | None\n"
        "\n"
        "class Joint:\n"
        "    \"\"\"A joint as it was when read (a snapshot).\"\"\"\n"
        "    name: str\n"
        "    parent: int\n"
        "\n"
        "class Animation:\n"
        "    \"\"\"An animation as it was when read (a snapshot).\"\"\"\n"
        "    name: str\n"
        "    frame_rate: float\n"
        "    frame_count: int\n"
        "    loop: bool\n"
        "    duration: float\n"
        "\n"
        "class Material:\n"
        "    \"\"\"A material as it was when read (a snapshot).\"\"\"\n"
        "    name: str\n"
        "    textures: dict[str, str]\n"
        "\n"
        "class Document:\n"
        "    \"\"\"An open model with its undo history and selection.\"\"\"\n"
        "    @property\n"
        "    def meshes(self) -> list[Mesh]: ...\n"
        "    @property\n"
        "    def joints(self) -> list[Joint]: ...\n"
        "    @property\n"
        "    def animations(self) -> list[Animation]: ...\n"
        "    @property\n"
        "    def materials(self) -> list[Material]: ...\n"
        "    @property\n"
        "    def path(self) -> str | None: ...\n"
        "    time: float\n"
        "    animation: int | None\n"
        "    @property\n"
        "    def modified(self) -> bool: ...\n"
        "    @property\n"
        "    def message(self) -> str: ...\n"
        "    @property\n"
        "    def warnings(self) -> list[str]: ...\n"
        "    def positions(self, mesh: int | str) -> list[tuple[float, float, float]]: ...\n"
        "    def normals(self, mesh: int | str) -> list[tuple[float, float, float]]: ...\n"
        "    def texcoords(self, mesh: int | str, set: int = 0) -> list[tuple[float, float]]: ...\n"
        "    def triangles(self, mesh: int | str) -> list[tuple[int, int, int]]: ...\n"
        "    def weights(self, mesh: int | str, vertex: int) -> list[tuple[int, float]]: ...\n"
        "    def joint_world_positions(self, animation: int | str | None = None, time: float = 0.0)"
        " -> list[tuple[float, float, float]]: ...\n"
        "    def select(self, *, meshes: Any = None, vertices: Any = None, faces: Any = None, joints: Any = None,\n"
        "               materials: Any = None, animations: Any = None) -> None: ...\n"
        "    def undo(self) -> bool: ...\n"
        "    def redo(self) -> bool: ...\n"
        "    def save(self, path: str) -> None: ...\n"
        "    def export(self, path: str, **settings: Any) -> list[str]: ...\n"
        "    def copy(self) -> Document: ...\n"
        "    def compare(self, other: str | Document, times: int | list[float] | None = None,"
        " tolerance: float = 0.005) -> dict[str, Any]: ...\n"
        "    def __eq__(self, other: object) -> bool: ...\n"
        "    def __ne__(self, other: object) -> bool: ...\n");
    for (const Operation &operation : operations()) {
        QStringList parameters;
        for (const OperationOption &o : operation.options)
            parameters << QStringLiteral("%1: %2 = %3").arg(o.name, pythonType(o), pythonDefault(o));
        for (const OptionAlias &a : operation.aliases) {
            const OperationOption *target = findOption(operation, a.options.value(0));
            const QString element = target ? pythonType(*target) : QStringLiteral("Any");
            QStringList elements;
            for (qsizetype i = 0; i < a.options.size(); ++i)
                elements << element;
            const QString type = a.options.size() == 1
                                     ? element
                                     : QStringLiteral("tuple[%1]").arg(elements.join(QLatin1String(", ")));
            parameters << QStringLiteral("%1: %2 | None = None").arg(a.name, type);
        }
        out += QStringLiteral("    @overload\n");
        out += QStringLiteral("    def run(self, operation_id: Literal[%1]").arg(pythonString(operation.id));
        if (!parameters.isEmpty())
            out += QStringLiteral(", *, ") + parameters.join(QLatin1String(", "));
        out += QStringLiteral(") -> Any:\n        \"\"\"%1 > %2\"\"\"\n").arg(operation.category, operation.label);
    }
    out += QStringLiteral(
        "    @overload\n"
        "    def run(self, operation_id: str, **options: Any) -> Any: ...\n"
        "\n"
        "def open(path: str, skeleton: str | None = None, animations: list[str] = [], materials: list[str] = [], "
        "meshes: list[str] = [], player: bool = False)"
        " -> Document: ...\n"
        "def new() -> Document: ...\n"
        "def operations() -> list[dict[str, Any]]: ...\n");
    return out;
}

} // namespace quarry::scripting
