// Operations by id: every edit the editor's menus offer, with its options
// named and typed, so that scripts, the command line and tests run the same
// code as the menus. An operation pushes at most one step onto the
// document's undo stack and leaves the document as it was when it fails.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

#include <functional>

namespace quarry {

class Document;

struct OperationOption
{
    enum class Type {
        Bool,
        Int,
        Double,
        String,
        Choice, // one of `choices`
        Vector3, // three numbers (a QVector3D once resolved)
        StringList,
        Mesh, // a mesh, joint, material or animation by name or index:
        Joint, // resolved to its index (an int) before the operation runs;
        Material, // -1 (None in scripts) where the default is -1
        Animation,
        JointList, // joints by name or index: a list of ints once resolved
    };

    QString name; // as scripts spell it: "max_influences"
    Type type = Type::Bool;
    QVariant defaultValue;
    QString help;
    QStringList choices;
    // Bounds of an Int or Double option, where it has any (inclusive).
    QVariant minimum;
    QVariant maximum;
};

// Another name for one option, or for several at once: `translate=(u, v)`
// gives `translate_u` and `translate_v` (a list of as many values as there
// are options). Scripts written against either spelling work.
struct OptionAlias
{
    QString name; // as scripts spell it: "translate"
    QStringList options; // the options it stands for: {"translate_u", "translate_v"}
    QString help;
};

// The name of an option's type as scripts and the reference see it
// ("float", "list[joint]").
QString optionTypeName(OperationOption::Type type);

struct OperationResult
{
    bool ok = true;
    QString message; // the status-bar line, or the error when !ok
    QVariant value; // what the operation returns to a script (validate: its findings)
    // What the edit did that the game will not take as the user may expect
    // (a clip whose length the game fixes now of another length); also
    // in the message.
    QStringList warnings = {};

    static OperationResult failure(const QString &message) { return {false, message, {}}; }
};

struct Operation
{
    QString id; // the editor's action id: "flipWinding"
    QString category; // the menu it lives in: "Model", "Animation", "Timeline", "Selection", ...
    QString label; // the menu text, untranslated
    QList<OperationOption> options;
    // Runs with every option present, typed and resolved (see OperationOption).
    std::function<OperationResult(Document &, const QVariantMap &)> run;
    // Why the operation cannot run on this document now (empty when it can).
    std::function<QString(const Document &)> unavailable;
    QList<OptionAlias> aliases = {}; // other spellings of options (none for most)
};

// Every operation, in menu order.
const QList<Operation> &operations();
const Operation *findOperation(const QString &id);
// Whether the operation exists and can run on this document now (its
// `unavailable` says nothing): what a menu action's enabled state follows.
bool operationAvailable(const Document &document, const QString &id);

// Checks the options against the operation (unknown names, wrong types,
// out-of-range choices, unknown objects), spreads aliases over the options
// they stand for, fills in defaults, resolves names to indices and runs it. Errors name the option and say why.
OperationResult runOperation(Document &document, const QString &id, const QVariantMap &options = {});

// Adds warnings to the result and its message (each once).
void addWarnings(OperationResult &result, const QStringList &warnings);

} // namespace quarry
