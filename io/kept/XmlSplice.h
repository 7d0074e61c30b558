// An XML file written back after an edit, element by element: the kept
// file with only the elements the edit touched replaced by the writer's.
//
// The writer's text for the model as read (`before`) and for the model as
// edited (`after`) are compared element by element; an element whose text
// is the same in both stays as the kept file (`source`) has it, with its
// spacing, number formatting and attribute order. One that differs is
// looked into when it has the same child elements in all three (its start
// tag replaced when that changed, each child compared in turn), and
// replaced whole by the writer's otherwise. The three files must have the
// same elements, by name, down to where they differ.
#pragma once

#include <QByteArray>

#include <optional>

namespace quarry {

std::optional<QByteArray> spliceXmlElements(const QByteArray &source, const QByteArray &before,
                                            const QByteArray &after);

} // namespace quarry
