import quarry


def broken(doc):
    return doc.meshes


broken(None)
