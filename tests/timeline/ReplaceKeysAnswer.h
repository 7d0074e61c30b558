// For timeline tests: answers the question asked before moved keys replace
// other keys, and matches messages with plural forms.
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTimer>

namespace quarry::test {

// A message pattern in which "key#" stands for "key", "keys" or, where no
// English plural forms are loaded, "key(s)".
inline QRegularExpression plural(QString pattern)
{
    return QRegularExpression(pattern.replace(QStringLiteral("key#"), QStringLiteral("key(?:s|\\(s\\))?")));
}

// Answers the question asked before keys replace other keys, each time it
// shows while this lives, and remembers what it said.
class ReplaceAnswer
{
public:
    explicit ReplaceAnswer(bool replace)
    {
        m_timer.setInterval(10);
        QObject::connect(&m_timer, &QTimer::timeout, [this, replace] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QLatin1String("replaceKeysQuestion"))
                return;
            ++asked;
            text = box->text();
            if (auto *button = box->findChild<QAbstractButton *>(replace ? QStringLiteral("replaceKeys")
                                                                         : QStringLiteral("keepKeys")))
                button->click();
        });
        m_timer.start();
    }

    int asked = 0;
    QString text;

private:
    QTimer m_timer;
};

} // namespace quarry::test
