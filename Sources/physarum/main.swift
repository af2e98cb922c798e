import PhysarumCore
print(ParamRegistry.all.count)
