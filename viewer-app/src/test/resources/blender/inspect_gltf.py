# Imports a glTF file with Blender's own importer and prints one line, "RESULT " and JSON: the actions made and
# each object's type and action (blender -b --factory-startup --python inspect_gltf.py -- FILE).
import json
import sys

import bpy
import numpy

# Debian's Blender 3.4 importer still names numpy.bool, which NumPy 1.24 (Debian's too) removed.
if not hasattr(numpy, "bool"):
    numpy.bool = bool

path = sys.argv[sys.argv.index("--") + 1]
bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath=path)
objects = []
for o in bpy.data.objects:
    action = o.animation_data.action if o.animation_data and o.animation_data.action else None
    objects.append({"name": o.name, "type": o.type, "action": action.name if action else None,
                    "keys": max((len(curve.keyframe_points) for curve in action.fcurves), default=0) if action
                    else 0})
print("RESULT " + json.dumps({"actions": [a.name for a in bpy.data.actions], "objects": objects}))
