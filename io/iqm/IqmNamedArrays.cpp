#include "io/iqm/IqmNamedArrays.h"

namespace quarry::iqm {

namespace {

const QString kBitangent = QStringLiteral("bitangent");

QString texcoordName(qsizetype set)
{
    return QStringLiteral("texcoord%1").arg(set);
}

} // namespace

void extraStreamsToCustoms(Mesh &mesh)
{
    const qsizetype n = mesh.vertexCount();
    for (qsizetype s = 1; s < mesh.texcoords.size(); ++s) {
        CustomAttribute c;
        c.name = texcoordName(s);
        c.type = ComponentType::Float;
        c.components = 2;
        c.values.reserve(n * 2);
        for (const QVector2D &uv : std::as_const(mesh.texcoords[s]))
            c.values << uv.x() << uv.y();
        mesh.customs.append(std::move(c));
    }
    if (mesh.texcoords.size() > 1)
        mesh.texcoords.resize(1);
    if (!mesh.bitangents.isEmpty()) {
        CustomAttribute c;
        c.name = kBitangent;
        c.type = ComponentType::Float;
        c.components = 3;
        c.values.reserve(n * 3);
        for (const QVector3D &b : std::as_const(mesh.bitangents))
            c.values << b.x() << b.y() << b.z();
        mesh.customs.append(std::move(c));
        mesh.bitangents.clear();
    }
}

void customsToExtraStreams(Mesh &mesh)
{
    const qsizetype n = mesh.vertexCount();
    for (qsizetype i = 0; i < mesh.customs.size();) {
        const CustomAttribute &c = mesh.customs[i];
        const bool isFloat = c.type == ComponentType::Float && c.values.size() == n * c.components;
        if (isFloat && c.components == 2 && !mesh.texcoords.isEmpty()
            && c.name == texcoordName(mesh.texcoords.size())) {
            QList<QVector2D> set(n);
            for (qsizetype v = 0; v < n; ++v)
                set[v] = QVector2D(float(c.values[v * 2]), float(c.values[v * 2 + 1]));
            mesh.texcoords.append(std::move(set));
        } else if (isFloat && c.components == 3 && mesh.bitangents.isEmpty() && c.name == kBitangent) {
            mesh.bitangents.resize(n);
            for (qsizetype v = 0; v < n; ++v)
                mesh.bitangents[v] = QVector3D(float(c.values[v * 3]), float(c.values[v * 3 + 1]),
                                               float(c.values[v * 3 + 2]));
        } else {
            ++i;
            continue;
        }
        mesh.customs.removeAt(i);
    }
}

} // namespace quarry::iqm
